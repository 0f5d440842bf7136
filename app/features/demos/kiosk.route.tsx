import { DeviceMockup } from "./device-mockup";
import { PageHero } from "#app/shared/sections/page-hero";
import { kioskDemo } from "./demos.copy";
import { mockupLabel, page } from "./kiosk-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/kiosk.route";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="px-4">
        <DeviceMockup demo={kioskDemo} label={mockupLabel} />
      </div>
    </>
  );
}
