// Build step (scripts/build-server.mjs, after `astro build`): makes build/client the folder the
// server serves files from (Astro's client build: public/ and the hashed assets), renders every
// prerendered page into build/client/<path>/index.html as the server renders it (the same entry,
// the build's public configuration) for the seal step, and records that configuration.
import fs from "node:fs";
import path from "node:path";

import { sitePrerenderPaths } from "#app/features/sitemap/site-pages";
import { getConfig, publicConfig } from "#server/config";
import { loadAstroPages } from "#server/http/pages/astro-pages";
import { prerenderSiteContext } from "#server/http/pages/prerender-context";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "#server/http/pages/prerender-stamp";

const started = performance.now();
const config = getConfig();
const pages = await loadAstroPages(path.resolve("build"), publicConfig(config));
const context = prerenderSiteContext(publicConfig(config));
const clientDir = path.resolve("build/client");
fs.rmSync(clientDir, { recursive: true, force: true });
fs.cpSync(path.resolve("build/astro/client"), clientDir, { recursive: true });

let count = 0;
for (const pagePath of sitePrerenderPaths) {
  const url = new URL(pagePath, config.http.siteUrl);
  if (!pages.hasPage(url)) throw new Error(`prerendering ${pagePath}: no page answers it`);
  const response = await pages.render(new Request(url), context);
  if (!response || response.status !== 200) {
    throw new Error(`prerendering ${pagePath}: status ${response?.status ?? "none"}`);
  }
  const file = path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  count++;
}
console.log(`prerendered ${count} Astro pages in ${Math.round(performance.now() - started)} ms`);

// A server started with another public configuration re-seals the pages
// (server/http/pages/prerendered.ts).
fs.writeFileSync(
  path.resolve("build", PRERENDER_STAMP_FILE),
  JSON.stringify(prerenderStamp(config), null, 2),
);
