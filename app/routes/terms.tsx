import { PageHero } from "../components/page-hero";
import { LegalDocument } from "../components/sections/legal-document";
import { termsOfService, page } from "../content/pages/terms";
import { seo } from "../lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function TermsPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument document={termsOfService} />
    </>
  );
}
