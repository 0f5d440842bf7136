import { CookieChoiceButton } from "../components/legal/cookie-choice-button";
import { PageHero } from "../components/page-hero";
import { LegalDocument } from "../components/sections/legal-document";
import { CHANGE_CHOICE_SECTION, cookiePolicy, page } from "../content/pages/cookies";
import { seo } from "../lib/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page);

export default function CookiesPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} className="pb-8" />
      <LegalDocument
        document={cookiePolicy}
        extras={{ [CHANGE_CHOICE_SECTION]: <CookieChoiceButton /> }}
      />
    </>
  );
}
