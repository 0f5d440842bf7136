import type { ComponentProps } from "react";

import { usePublicConfig } from "../lib/public-config";

/**
 * A link into the studio (a separate app), opened in a new tab as the spec's calls to action
 * do. `path` is appended to STUDIO_URL.
 */
export function StudioLink({
  path = "",
  children,
  ...props
}: Omit<ComponentProps<"a">, "href" | "target" | "rel"> & { path?: string }) {
  const { studioUrl } = usePublicConfig();
  return (
    <a href={`${studioUrl}${path}`} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
