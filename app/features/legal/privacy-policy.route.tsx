import { PageHero } from "#app/shared/sections/page-hero";
import { LegalDocument } from "./legal-document";
import { privacyPolicy, page } from "./privacy-policy-page.copy";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/privacy-policy.route";

// Served at /privacy-policy and /privacy; both name /privacy-policy as the canonical URL.

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
