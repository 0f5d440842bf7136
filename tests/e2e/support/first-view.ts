import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import type { Page, Request } from "@playwright/test";

import { expect } from "./fixtures";

/**
 * Budgets for what the first view of a page loads before any interaction, measured in the
 * browser (the whole import graph and whatever the page loads lazily while idle), not from the
 * HTML's preload list. pages.spec.ts checks them in its one visit of each page: a new context,
 * so a cold cache.
 */
const CSS_BUDGET = 30 * 1024;
/** Font files a first view downloads (woff2 is compressed already: counted as sent). */
const FONT_BUDGET = 60 * 1024;

/**
 * First-view JavaScript as brotli, the bytes sent (docs/decisions/0012-islands.md). Pages
 * whose only widgets are the site's chrome at most 20 KB; pages with islands of their own at
 * most 75 KB (React and React DOM are about 59 KB of it).
 */
const CHROME_ONLY_JS_BUDGET = 20 * 1024;
const ISLANDS_JS_BUDGET = 75 * 1024;
/** The chrome is one file plus the bundler's runtime (astro.config.ts): no import waterfall. */
const CHROME_ONLY_JS_FILES = 3;
/** The desk's own script with the same two, and the list's calendar, fetched once it has run. */
const DESK_JS_FILES = 4;
/** The pages that have islands of their own; every other page has only the chrome. */
const PAGES_WITH_ISLANDS = [
  /^\/$/,
  /^\/(pricing|pay-as-you-go|roi-calculator|templates|blog|integrations|contact|architecture)$/,
  /^\/demo\//,
];

/** The folder the server sends a first view's files from. */
const CLIENT_DIR = "build/client";
const assetFile = (assetPath: string) => path.join(CLIENT_DIR, assetPath);
const fileSize = (assetPath: string) => fs.statSync(assetFile(assetPath)).size;
const gzipSize = (assetPath: string) =>
  gzipSync(fs.readFileSync(assetFile(assetPath)), { level: 9 }).length;
/** The brotli copy the build made (what the server sends), else the file itself. */
const brotliSize = (assetPath: string) => {
  const file = assetFile(assetPath);
  return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
};

/**
 * Starts recording the asset files the page fetches; the returned check, called once the
 * page has hydrated and its network rests, holds them to the budgets of `pagePath`.
 */
export function watchFirstView(page: Page, pagePath: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const fonts = new Set<string>();
  const collect = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith("/assets/")) return;
    if (pathname.endsWith(".js")) js.add(pathname);
    if (pathname.endsWith(".css")) css.add(pathname);
    if (/\.woff2?$/.test(pathname)) fonts.add(pathname);
  };
  page.on("request", collect);
  return function expectWithinBudgets(): string {
    page.off("request", collect);
    expect(js.size, `${pagePath} loads its scripts`).toBeGreaterThan(0);
    const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
    const fontBytes = [...fonts].reduce((sum, file) => sum + fileSize(file), 0);
    const brotli = [...js].reduce((sum, file) => sum + brotliSize(file), 0);
    const withIslands = PAGES_WITH_ISLANDS.some((pattern) => pattern.test(pagePath));
    const budget = withIslands ? ISLANDS_JS_BUDGET : CHROME_ONLY_JS_BUDGET;
    expect.soft(cssBytes, `${pagePath} CSS (gzip)`).toBeLessThanOrEqual(CSS_BUDGET);
    expect.soft(fontBytes, `${pagePath} fonts`).toBeLessThanOrEqual(FONT_BUDGET);
    expect.soft(brotli, `${pagePath} first-view JavaScript (brotli)`).toBeLessThanOrEqual(budget);
    if (!withIslands) {
      const files = pagePath.startsWith("/admin/") ? DESK_JS_FILES : CHROME_ONLY_JS_FILES;
      expect.soft(js.size, `${pagePath} script files`).toBeLessThanOrEqual(files);
    }
    return `js ${(brotli / 1024).toFixed(1)} KB brotli in ${js.size} files (budget ${budget / 1024}), css ${(cssBytes / 1024).toFixed(1)} KB, fonts ${(fontBytes / 1024).toFixed(1)} KB`;
  };
}

/**
 * The scripts of the islands hydrated at load are asked for with the page's own
 * (`<link rel="modulepreload" fetchpriority="low">`, SiteLayout's `loadIslands`): each such
 * island's chunk, React's renderer and React are among the page's preloads, and a page without
 * one preloads nothing.
 */
export async function expectLoadIslandsPreloaded(page: Page, pagePath: string) {
  const { islandScripts, preloads } = await page.evaluate(() => ({
    islandScripts: [...document.querySelectorAll('astro-island[client="load"]')].flatMap(
      (island) => [island.getAttribute("component-url"), island.getAttribute("renderer-url")],
    ),
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
      path: new URL((link as HTMLLinkElement).href).pathname,
      priority: link.getAttribute("fetchpriority"),
    })),
  }));
  if (islandScripts.length === 0) {
    expect(preloads, `${pagePath} has no island at load`).toEqual([]);
    return;
  }
  const paths = preloads.map((preload) => preload.path);
  for (const script of islandScripts) {
    expect.soft(paths, `${pagePath} preloads ${script}`).toContain(script);
  }
  // React itself, imported by the renderer: the largest file, the one hydration waits for.
  expect.soft(paths.some((path) => /^\/assets\/react\.[\w-]+\.js$/.test(path))).toBe(true);
  // Behind the stylesheet and the font the first paint waits for.
  for (const { path, priority } of preloads) {
    expect.soft(priority, `${pagePath} preloads ${path} at low priority`).toBe("low");
  }
}
