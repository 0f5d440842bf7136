import { CookieChoiceButton } from "../components/legal/cookie-choice-button";
import { PageHero } from "../components/page-hero";
import { LegalDocument } from "../components/sections/legal-document";
import { CHANGE_CHOICE_SECTION, page } from "../content/pages/cookies";
import { cookiePolicyFor } from "../lib/cookie-policy";
import { usePublicConfig } from "../lib/public-config";
import { seo } from "../lib/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function CookiesPage() {
  // The provider comes from the public configuration: the page names the one configured.
  const provider = usePublicConfig().analytics?.provider ?? null;
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument
        document={cookiePolicyFor(provider)}
        extras={{ [CHANGE_CHOICE_SECTION]: <CookieChoiceButton /> }}
      />
    </>
  );
}
