import { DeviceMockup } from "../../components/demo/device-mockup";
import { PageHero } from "../../components/page-hero";
import { mobileDemo } from "../../content/demos";
import { mockupLabel, page } from "../../content/pages/demo/mobile";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/mobile";

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
