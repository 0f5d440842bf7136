// Build step (scripts/build-server.mjs, after `astro build`): renders every prerendered page
// that an Astro page answers into build/client/<path>/index.html, as the server renders it
// (the same entry, the build's public configuration), for the seal step to make static bytes.
import fs from "node:fs";
import path from "node:path";

import { sitePrerenderPaths } from "#app/shared/site-map/site-routes";
import { getConfig, publicConfig } from "#server/config";
import { loadAstroPages } from "#server/http/pages/astro-pages";
import { prerenderSiteContext } from "#server/http/pages/prerender-context";

const started = performance.now();
const config = getConfig();
const pages = await loadAstroPages(path.resolve("build"), publicConfig(config));
const context = prerenderSiteContext(publicConfig(config));
const clientDir = path.resolve("build/client");

let count = 0;
for (const pagePath of sitePrerenderPaths) {
  const url = new URL(pagePath, config.http.siteUrl);
  if (!pages.hasPage(url)) continue;
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
