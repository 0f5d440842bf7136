import fs from "node:fs";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { sitePrerenderPaths } from "./app/shared/site-map/site-routes";
import { getConfig } from "./server/config";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "./server/http/pages/prerender-stamp";

export default {
  ssr: true,
  // React Router 8 splits each route's clientLoader/clientAction into chunks of their own by
  // default. Ours are a few lines, and a first view may fetch nine files at most
  // (tests/e2e/budgets.spec.ts): one chunk per route is fewer requests for the same bytes.
  splitRouteModules: false,
  prerender: () => [...sitePrerenderPaths],
  // Record the public configuration the prerendered pages baked in (all of it); a server
  // started with another one re-seals them (server/http/pages/prerendered.ts).
  buildEnd() {
    const stamp = prerenderStamp(getConfig());
    fs.writeFileSync(path.resolve("build", PRERENDER_STAMP_FILE), JSON.stringify(stamp, null, 2));
  },
} satisfies Config;
