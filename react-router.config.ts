import fs from "node:fs";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { sitePrerenderPaths } from "./app/lib/site-routes";
import { getConfig } from "./server/config";
import { PRERENDER_STAMP_FILE, type PrerenderStamp } from "./server/prerendered";

export default {
  ssr: true,
  prerender: () => [...sitePrerenderPaths],
  // Record what the prerendered pages baked in; the server compares it with its own config.
  buildEnd() {
    const config = getConfig();
    const stamp: PrerenderStamp = { siteUrl: config.siteUrl, studioUrl: config.studioUrl };
    fs.writeFileSync(path.resolve("build", PRERENDER_STAMP_FILE), JSON.stringify(stamp, null, 2));
  },
} satisfies Config;
