import { PageHero } from "../components/page-hero";
import { pageCopy } from "../content/pages";
import { seo } from "../lib/seo";
import type { Route } from "./+types/privacy-policy";

const page = pageCopy.privacyPolicy;

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function Page() {
  return <PageHero title={page.heading} intro={page.intro} />;
}
