import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { allPagePaths } from "./support/pages";
import { expect, test } from "./support/fixtures";

/** DESIGN.md budgets for what the first view of a page loads. */
const JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 30 * 1024;

const gzipSize = (assetPath: string) =>
  gzipSync(fs.readFileSync(path.join("build/client", assetPath)), { level: 9 }).length;

/** The assets a page's HTML loads before any interaction: preloads, module imports, styles. */
function firstViewAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    js.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g))
    js.add(match[1]!);
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g))
    js.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.css)"[^>]+rel="stylesheet"/g))
    css.add(match[1]!);
  return { js: [...js], css: [...css] };
}

test("the first view of every page stays within the JavaScript and CSS budgets", async ({
  request,
}) => {
  const rows: string[] = [];
  for (const pagePath of allPagePaths) {
    const html = await (await request.get(pagePath)).text();
    const { js, css } = firstViewAssets(html);
    expect(js.length, `${pagePath} loads its scripts`).toBeGreaterThan(0);
    const jsBytes = js.reduce((sum, file) => sum + gzipSize(file), 0);
    const cssBytes = css.reduce((sum, file) => sum + gzipSize(file), 0);
    rows.push(
      `${pagePath.padEnd(36)} js ${(jsBytes / 1024).toFixed(1)} KB  css ${(cssBytes / 1024).toFixed(1)} KB`,
    );
    expect(jsBytes, `${pagePath} JavaScript (gzip)`).toBeLessThanOrEqual(JS_BUDGET);
    expect(cssBytes, `${pagePath} CSS (gzip)`).toBeLessThanOrEqual(CSS_BUDGET);
  }
  console.log(rows.join("\n"));
});
