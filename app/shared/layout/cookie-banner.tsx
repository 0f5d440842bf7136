import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { Button } from "#app/components/ui/button";
import { cookieBannerCopy as copy } from "./chrome.copy";

export const COOKIE_BANNER_ID = "cookie-banner";

// In the first paint or not at all (<html data-consent-pending>, set by the head's script), and in
// the flow above the bar, so it never covers a call to action.
export function CookieBanner() {
  return (
    <section
      id={COOKIE_BANNER_ID}
      aria-label={copy.label}
      data-cookie-banner=""
      tabIndex={-1}
      className="cookie-banner animate-fade-in mx-auto mt-2 w-[calc(100%-1rem)] max-w-6xl outline-none sm:mt-3 sm:w-[calc(100%-1.5rem)]"
    >
      <div className="border-line bg-surface shadow-card flex items-start gap-3 rounded-[1.375rem] border p-3 pl-4 sm:px-5 lg:items-center lg:gap-4 lg:py-2.5">
        <Icon
          name="cookie"
          aria-hidden="true"
          className="text-accent-vivid size-5 shrink-0 max-sm:hidden sm:mt-0.5 lg:mt-0"
        />
        <div className="flex min-w-0 grow flex-col gap-2.5 lg:flex-row lg:items-center lg:gap-6">
          <div className="min-w-0 grow text-[13px] leading-[1.125rem] sm:text-sm sm:leading-5">
            <h2 className="text-ink inline font-semibold max-sm:sr-only">{copy.title}</h2>
            <span aria-hidden="true" className="text-ink-muted px-1.5 max-sm:hidden">
              ·
            </span>
            <p className="text-ink-muted inline">
              <span className="sm:hidden">{copy.shortText}</span>
              <span className="max-sm:hidden">{copy.text}</span>{" "}
              <a href={href("/privacy-policy")} className="text-accent font-medium underline">
                {copy.privacyLink}
              </a>
              .
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
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
          className="-mt-1 -mr-1 shrink-0 lg:m-0"
          data-consent="declined"
        >
          <Icon name="x" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
