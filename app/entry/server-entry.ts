import fs from "node:fs";

import { createApp } from "astro/app/entrypoint";

import type { PublicConfig, SiteContext } from "#app/context";
import { setServerPublicConfig } from "#app/shared/page-runtime/public-config";
import {
  ISLAND_PRELOAD_GRAPH_FILE,
  setIslandPreloadGraph,
  type IslandPreloadGraph,
} from "#app/shared/page-runtime/island-preloads";

// Rendered whole, not streamed: the server hashes inline scripts for its CSP and seals
// prerendered pages, both of which need the complete document.
const app = createApp({ streaming: false });

/** The public configuration the pages render with (the same for every request of a process). */
export function configure(config: PublicConfig): void {
  setServerPublicConfig(config);
  setIslandPreloadGraph(readIslandPreloadGraph());
}

function readIslandPreloadGraph(): IslandPreloadGraph | undefined {
  const file = new URL(`../${ISLAND_PRELOAD_GRAPH_FILE}`, import.meta.url);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as IslandPreloadGraph)
    : undefined;
}

export function hasPage(request: Request): boolean {
  return app.match(request) !== undefined;
}

export async function render(request: Request, site: SiteContext): Promise<Response> {
  return app.render(request, {
    routeData: app.match(request),
    locals: { site },
    clientAddress: site.clientAddress,
  });
}
