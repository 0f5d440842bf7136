import { PageHero } from "../components/page-hero";
import { LegalDocument } from "../components/sections/legal-document";
import { privacyPolicy, page } from "../content/pages/privacy-policy";
import { seo } from "../lib/seo";
import type { Route } from "./+types/privacy-policy";

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
