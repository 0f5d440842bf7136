import { DeviceMockup } from "../../components/demo/device-mockup";
import { PageHero } from "../../components/page-hero";
import { kioskDemo } from "../../content/demos";
import { mockupLabel, page } from "../../content/pages/demo/kiosk";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/kiosk";

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
