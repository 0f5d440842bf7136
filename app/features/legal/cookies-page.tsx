import type { AnalyticsProvider } from "#app/context";
import { Icon } from "#app/shared/icons/icon";
import { Button } from "#app/components/ui/button";
import { cookiePolicyFor } from "./cookie-policy";
import { CHANGE_CHOICE_LABEL, CHANGE_CHOICE_SECTION, page } from "./cookies-page.copy";
import { LegalPage } from "./legal-page";

/**
 * The cookie policy, naming the analytics provider configured, with the control to choose again:
 * it brings the cookie banner back, answered by the page's chrome script
 * (app/shared/layout/chrome.ts) like the banner's own buttons.
 */
export function CookiesPage({ provider }: { provider: AnalyticsProvider | null }) {
  return (
    <LegalPage
      page={page}
      document={cookiePolicyFor(provider)}
      extras={{
        [CHANGE_CHOICE_SECTION]: (
          <div>
            <Button data-consent-reopen="">
              <Icon name="cookie" aria-hidden="true" />
              {CHANGE_CHOICE_LABEL}
            </Button>
          </div>
        ),
      }}
    />
  );
}
