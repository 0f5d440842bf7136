import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { Button } from "#app/components/ui/button";
import { cookieBannerCopy as copy } from "./chrome.copy";

/**
 * Shown while no choice is stored (<html data-consent-pending>, set before the first paint by
 * the head's boot script): it is in the first paint or not at all, and it floats over the
 * page, so it shifts nothing. chrome.ts stores the choice. On large screens a compact card in
 * the bottom-right corner, beside the chat launcher, clear of the hero's actions on the left.
 */
export function CookieBanner() {
  return (
    <section
      aria-label={copy.label}
      data-cookie-banner=""
      className="cookie-banner animate-fade-in border-line bg-surface shadow-panel fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-[1.25rem] border p-3 sm:inset-x-3 sm:bottom-3 sm:p-5 lg:right-22 lg:bottom-4 lg:left-auto lg:mx-0 lg:w-[22rem] lg:p-4"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <Icon
          name="cookie"
          aria-hidden="true"
          className="text-accent-vivid mt-1 size-6 shrink-0 max-sm:hidden lg:hidden"
        />
        <div className="grow">
          <h2 className="text-ink font-semibold max-sm:sr-only">{copy.title}</h2>
          <p className="text-ink-muted text-[13px] leading-[1.125rem] sm:mt-1 sm:text-sm lg:text-[13px]">
            <span className="sm:hidden">{copy.shortText}</span>
            <span className="max-sm:hidden">{copy.text}</span>{" "}
            <a href={href("/privacy-policy")} className="text-accent font-medium underline">
              {copy.privacyLink}
            </a>
            .
          </p>
          <div className="mt-2 flex flex-wrap gap-2 sm:mt-4 lg:mt-3">
            <Button size="sm" variant="ink" data-consent="accepted">
              {copy.accept}
            </Button>
            <Button size="sm" variant="secondary" data-consent="declined">
              {copy.decline}
            </Button>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={copy.close}
          className="-mt-1 -mr-1 sm:mt-0 sm:mr-0"
          data-consent="declined"
        >
          <Icon name="x" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
