import { DeviceMockup } from "./device-mockup";
import { PageHero } from "#app/shared/sections/page-hero";
import { mobileDemo } from "./demos.copy";
import { mockupLabel, page } from "./mobile-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/mobile.route";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="px-4">
        <DeviceMockup demo={mobileDemo} label={mockupLabel} />
      </div>
    </>
  );
}
