import { createApp } from "astro/app/entrypoint";

import type { PublicConfig, SiteContext } from "#app/context";
import { setServerPublicConfig } from "#app/shared/document/public-config";

/**
 * The server build's entry (build/astro/server/entry.mjs): what the Express server calls to
 * render a page. Rendered whole, not streamed: the server hashes the page's inline scripts for
 * its CSP and seals prerendered pages, both of which need the complete document.
 */
const app = createApp({ streaming: false });

/** The public configuration the pages render with (the same for every request of a process). */
export function configure(config: PublicConfig): void {
  setServerPublicConfig(config);
}

/** True when an Astro page answers this URL. */
export function hasPage(request: Request): boolean {
  return app.match(request) !== undefined;
}

/** The page's response, or undefined when no Astro page answers the URL. */
export async function render(request: Request, site: SiteContext): Promise<Response | undefined> {
  const routeData = app.match(request);
  if (!routeData) return undefined;
  return app.render(request, {
    routeData,
    locals: { site },
    clientAddress: site.clientAddress,
  });
}
