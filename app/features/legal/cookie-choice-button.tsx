import { Icon } from "#app/shared/icons/icon";
import { Button } from "#app/components/ui/button";

/**
 * Brings the cookie banner back so the visitor can choose again (on /cookies). The page's
 * chrome script answers it (app/shared/layout/chrome.ts), like the banner's own buttons.
 */
export function CookieChoiceButton() {
  return (
    <div>
      <Button data-consent-reopen="">
        <Icon name="cookie" aria-hidden="true" />
        Change cookie choice
      </Button>
    </div>
  );
}
