import fs from "node:fs";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { sitePrerenderPaths } from "./app/shared/site-map/site-routes";
import { getConfig } from "./server/config";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "./server/http/pages/prerendered";

export default {
  ssr: true,
  prerender: () => [...sitePrerenderPaths],
  // Record what the prerendered pages baked in; the server compares it with its own config.
  buildEnd() {
    const stamp = prerenderStamp(getConfig());
    fs.writeFileSync(path.resolve("build", PRERENDER_STAMP_FILE), JSON.stringify(stamp, null, 2));
  },
} satisfies Config;
