import { Cookie, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";

import {
  readConsent,
  REOPEN_CONSENT_EVENT,
  writeConsent,
  type CookieConsent,
} from "../lib/cookie-consent";
import { Button } from "./ui/button";

/**
 * Shown until the visitor chooses (spec section 4). It is rendered only in the browser, where
 * the stored choice can be read, and it floats over the page, so it shifts nothing.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(readConsent(window.localStorage) === null);
    const reopen = () => setVisible(true);
    window.addEventListener(REOPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_CONSENT_EVENT, reopen);
  }, []);

  if (!visible) return null;

  const choose = (value: CookieConsent) => {
    writeConsent(window.localStorage, value);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl animate-fade-in rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl"
    >
      <div className="flex items-start gap-4">
        <Cookie aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
        <div className="grow">
          <h2 className="font-semibold text-slate-900">We value your privacy</h2>
          <p className="mt-1 text-sm text-slate-600">
            We use cookies and local storage to remember your choices and understand how the site
            is used. Read our{" "}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => choose("accepted")}>
              Accept All
            </Button>
            <Button size="sm" variant="secondary" onClick={() => choose("declined")}>
              Decline
            </Button>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close cookie banner"
          onClick={() => choose("declined")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
