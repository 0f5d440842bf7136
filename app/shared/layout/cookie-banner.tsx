import { Icon } from "../icons/icon";
import { Link, href } from "react-router";

import { cookieBannerCopy as copy } from "./chrome.copy";

import {
  chooseConsent,
  isConsentBannerVisible,
  isConsentBannerVisibleOnServer,
  subscribeConsent,
} from "../analytics/cookie-consent";
import { useBrowserStore } from "../hooks/use-browser-store";
import { Button } from "../../components/ui/button";

/**
 * Shown until the visitor chooses. It is rendered only in the browser, where
 * the stored choice can be read, and it floats over the page, so it shifts nothing.
 */
export function CookieBanner() {
  const visible = useBrowserStore(
    subscribeConsent,
    isConsentBannerVisible,
    isConsentBannerVisibleOnServer,
  );
  if (!visible) return null;

  return (
    <section
      aria-label={copy.label}
      className="animate-fade-in border-line bg-surface fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border p-5 shadow-2xl"
    >
      <div className="flex items-start gap-4">
        <Icon name="cookie" aria-hidden="true" className="text-accent-vivid mt-1 size-6 shrink-0" />
        <div className="grow">
          <h2 className="text-ink font-semibold">{copy.title}</h2>
          <p className="text-ink-muted mt-1 text-sm">
            {copy.text}{" "}
            <Link to={href("/privacy-policy")} className="text-accent font-medium underline">
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
          <Icon name="x" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
