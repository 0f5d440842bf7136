import type { ComponentProps } from "react";

import type { AnalyticsEvent, EventProps } from "#app/shared/analytics/analytics";
import { trackAttributes } from "#app/shared/analytics/track-attributes";
import { getPublicConfig } from "#app/shared/document/public-config";

/**
 * A link into the studio (a separate app), opened in a new tab as the spec's calls to action
 * do. `path` is appended to STUDIO_URL. Every such link is a way to start building, so a click
 * is reported as "Start Building Click" unless `trackAs` names another conversion (by the
 * page's one click listener, chrome.ts: the link needs no script of its own).
 */
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
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
