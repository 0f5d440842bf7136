import type { ComponentProps } from "react";

import type { AnalyticsEvent, EventProps } from "#app/shared/analytics/analytics";
import { trackAttributes } from "#app/shared/analytics/track-attributes";
import { getPublicConfig } from "#app/shared/page-runtime/public-config";

// In a new tab; a click is reported as "Start Building Click" unless `trackAs` names another
// (by chrome.ts' one click listener: the link needs no script).
export function StudioLink({
  path = "",
  children,
  trackAs = "Start Building Click",
  trackProps,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  path?: string;
  trackAs?: AnalyticsEvent;
  trackProps?: EventProps;
}) {
  const { studioUrl } = getPublicConfig();
  return (
    <a
      href={`${studioUrl}${path}`}
      target="_blank"
      rel="noopener noreferrer"
      {...trackAttributes(trackAs, trackProps)}
      {...props}
    >
      {children}
      {/* Said to screen readers, not a word of the page for the site search. */}
      <span className="sr-only" data-pagefind-ignore="">
        {" (opens in a new tab)"}
      </span>
    </a>
  );
}
