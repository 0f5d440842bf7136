import type { ComponentProps } from "react";

import { track, type AnalyticsEvent, type EventProps } from "#app/shared/analytics/analytics";
import { usePublicConfig } from "#app/shared/document/public-config";

/**
 * A link into the studio (a separate app), opened in a new tab as the spec's calls to action
 * do. `path` is appended to STUDIO_URL. Every such link is a way to start building, so a click
 * is reported as "Start Building Click" unless `trackAs` names another conversion.
 */
export function StudioLink({
  path = "",
  children,
  trackAs = "Start Building Click",
  trackProps,
  onClick,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  path?: string;
  trackAs?: AnalyticsEvent;
  trackProps?: EventProps;
}) {
  const { studioUrl } = usePublicConfig();
  return (
    <a
      href={`${studioUrl}${path}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        track(trackAs, trackProps);
        onClick?.(event);
      }}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
