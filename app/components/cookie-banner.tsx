import { Cookie, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";

import { cookieBannerCopy as copy } from "../content/chrome";

import {
  chooseConsent,
  isConsentBannerVisible,
  isConsentBannerVisibleOnServer,
  subscribeConsent,
} from "../lib/cookie-consent";
import { Button } from "./ui/button";

/**
 * Shown until the visitor chooses. It is rendered only in the browser, where
 * the stored choice can be read, and it floats over the page, so it shifts nothing.
 */
export function CookieBanner() {
  const visible = useSyncExternalStore(
    subscribeConsent,
    isConsentBannerVisible,
    isConsentBannerVisibleOnServer,
  );
  if (!visible) return null;

  return (
    <section
      aria-label={copy.label}
      className="animate-fade-in fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl"
    >
      <div className="flex items-start gap-4">
        <Cookie aria-hidden="true" className="text-brand-600 mt-1 size-6 shrink-0" />
        <div className="grow">
          <h2 className="font-semibold text-slate-900">{copy.title}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {copy.text}{" "}
            <Link to="/privacy-policy" className="text-brand-700 font-medium underline">
              {copy.privacyLink}
            </Link>
            .
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => chooseConsent("accepted")}>
              {copy.accept}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => chooseConsent("declined")}>
              {copy.decline}
            </Button>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={copy.close}
          onClick={() => chooseConsent("declined")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
