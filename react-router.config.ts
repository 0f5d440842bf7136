import fs from "node:fs";
import path from "node:path";

import type { Config } from "@react-router/dev/config";
import type { RouteConfigEntry } from "@react-router/dev/routes";

import routes from "./app/routes";
import { prerenderPaths } from "./app/shared/site-map/site-paths";
import { getConfig } from "./server/config";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "./server/http/pages/prerender-stamp";

export default {
  ssr: true,
  // React Router 8 splits each route's clientLoader/clientAction into chunks of their own by
  // default. Ours are a few lines, and a first view may fetch nine files at most
  // (tests/e2e/budgets.spec.ts): one chunk per route is fewer requests for the same bytes.
  splitRouteModules: false,
  // Its own pages only: the Astro pages are prerendered by scripts/prerender-astro-pages.ts.
  prerender: () => prerenderPaths(routePatterns(routes).filter((pattern) => pattern !== "/*")),
  // Record the public configuration the prerendered pages baked in (all of it); a server
  // started with another one re-seals them (server/http/pages/prerendered.ts).
  buildEnd() {
    const stamp = prerenderStamp(getConfig());
    fs.writeFileSync(path.resolve("build", PRERENDER_STAMP_FILE), JSON.stringify(stamp, null, 2));
  },
} satisfies Config;

/** The URL pattern of every route of React Router's config, children included. */
function routePatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((route) => {
    const own = route.index ? parent || "/" : `${parent}/${route.path ?? ""}`.replace(/\/+$/, "");
    const pattern = own || "/";
    return [pattern, ...routePatterns(route.children ?? [], pattern === "/" ? "" : pattern)];
  });
}
