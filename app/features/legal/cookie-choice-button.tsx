import { Cookie } from "lucide-react";

import { useHydrated } from "#app/shared/hooks/use-hydrated";
import { reopenConsentChoice } from "#app/shared/analytics/cookie-consent";
import { Button } from "#app/components/ui/button";

/**
 * Brings the cookie banner back so the visitor can choose again (on /cookies). It needs
 * JavaScript, so it stays disabled until the page is interactive.
 */
export function CookieChoiceButton() {
  const hydrated = useHydrated();
  return (
    <div>
      <Button onClick={reopenConsentChoice} disabled={!hydrated}>
        <Cookie aria-hidden="true" />
        Change cookie choice
      </Button>
    </div>
  );
}
