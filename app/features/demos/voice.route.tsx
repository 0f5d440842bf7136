import { LandingLayout } from "./landing-layout";
import { landingDemos } from "./demos.copy";
import { page } from "./voice-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/voice.route";

/** The year of the landing footer as the server (or the build) sees it; the browser updates it. */
export function loader() {
  return { year: new Date().getFullYear() };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LandingLayout page={page} demo={landingDemos.voice} year={loaderData.year} />;
}
