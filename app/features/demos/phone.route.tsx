import { DeviceMockup } from "./device-mockup";
import { LandingLayout } from "./landing-layout";
import { landingDemos, phoneDemo } from "./demos.copy";
import { mockupLabel, page } from "./phone-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/phone.route";

/** The year of the landing footer as the server (or the build) sees it; the browser updates it. */
export function loader() {
  return { year: new Date().getFullYear() };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

// The spec shows the phone demo both as a landing page and as a phone mock-up: the landing
// layout carries the mock-up in its centre, which opens the agent app after 1 second.
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      page={page}
      demo={landingDemos.phone}
      year={loaderData.year}
      centre={<DeviceMockup demo={phoneDemo} label={mockupLabel} />}
    />
  );
}
