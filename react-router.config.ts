import fs from "node:fs";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { sitePrerenderPaths } from "./app/shared/site-map/site-routes";
import { getConfig } from "./server/config";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "./server/http/pages/prerendered";

export default {
  ssr: true,
  // React Router 8 splits each route's clientLoader/clientAction into chunks of their own by
  // default. Ours are a few lines, and a first view may fetch nine files at most
  // (tests/e2e/budgets.spec.ts): one chunk per route is fewer requests for the same bytes.
  splitRouteModules: false,
  prerender: () => [...sitePrerenderPaths],
  // Record what the prerendered pages baked in; the server compares it with its own config.
  buildEnd() {
    const stamp = prerenderStamp(getConfig());
    fs.writeFileSync(path.resolve("build", PRERENDER_STAMP_FILE), JSON.stringify(stamp, null, 2));
  },
} satisfies Config;
