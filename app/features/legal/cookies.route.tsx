import { CookieChoiceButton } from "./cookie-choice-button";
import { PageHero } from "#app/shared/sections/page-hero";
import { LegalDocument } from "./legal-document";
import { CHANGE_CHOICE_SECTION, page } from "./cookies-page.copy";
import { cookiePolicyFor } from "./cookie-policy";
import { usePublicConfig } from "#app/shared/document/public-config";
import { seo } from "#app/shared/seo/seo";
import type { Route } from "./+types/cookies.route";

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
