import { PageHero } from "../../components/page-hero";
import { page } from "../../content/page-copy/demoVoice";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/voice";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <PageHero title={page.heading} intro={page.intro} />;
}
