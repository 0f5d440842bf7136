import { Cookie } from "lucide-react";

import { useHydrated } from "../../hooks/use-hydrated";
import { reopenConsentChoice } from "../../lib/cookie-consent";
import { Button } from "../ui/button";

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
