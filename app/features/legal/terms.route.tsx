import { PageHero } from "#app/shared/sections/page-hero";
import { LegalDocument } from "./legal-document";
import { termsOfService, page } from "./terms-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/terms.route";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function TermsPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument document={termsOfService} />
    </>
  );
}
