import type { AnalyticsProvider } from "#app/context";
import { CookieChoiceButton } from "./cookie-choice-button";
import { cookiePolicyFor } from "./cookie-policy";
import { CHANGE_CHOICE_SECTION, page } from "./cookies-page.copy";
import { LegalPage } from "./legal-page";

/** The cookie policy, naming the analytics provider configured, with the control to choose again. */
export function CookiesPage({ provider }: { provider: AnalyticsProvider | null }) {
  return (
    <LegalPage
      page={page}
      document={cookiePolicyFor(provider)}
      extras={{ [CHANGE_CHOICE_SECTION]: <CookieChoiceButton /> }}
    />
  );
}
