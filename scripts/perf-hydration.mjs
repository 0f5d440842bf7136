/* global window, document, MutationObserver -- recordReadiness and the evaluated callbacks run in the page */
// `npm run perf:hydration`: is a page ready when it looks ready? Loads each page in Chromium (Playwright)
// against the production build as a first-time visitor on a slow phone: CPU throttled 4×,
// network emulated at 150 ms round trip and 1.6 Mbit/s down (Lighthouse's "slow 4G"), a fresh
// browser context per run (nothing cached, nothing remembered). Prints, per page, the median of
// HYDRATION_RUNS (3) runs of: first contentful paint, the `load` event, the moment the page hydrated
// (<html data-hydrated>, set by the root layout once React has taken over), the gap between the
// last two (what a visitor sees as ready but cannot use yet), the layout shift of the whole load,
// and the font Chromium drew the h1 and the first paragraph with (its rendered-font report,
// CSS.getPlatformFontsForNode, once the page has hydrated and its font has had time to arrive).
// Exits 1 when a page misses a target: gap <= 0.5 s, h1 and body text in Inter on the first visit.
//
//   npm run perf:hydration                    start the build's server, measure the nine pages
//   npm run perf:hydration -- /pricing /      only these paths
//   HYDRATION_URL=https://… npm run perf:hydration   measure a running deployment instead
//   HYDRATION_RUNS=5 npm run perf:hydration       runs per page (the median is printed)
//   HYDRATION_PORT=3001 npm run perf:hydration    where the build's server listens (default: the port of the
//                                    SITE_URL the build was prerendered for, so pages are sealed)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { ISLAND_PAGES } from "./perf-sample-pages.mjs";
import {
  answers,
  chromePath,
  median,
  requireBuild,
  seconds,
  spawnBuildServer,
} from "./perf-server.mjs";

/** Hydrated within 0.5 s of the `load` event (docs/requirements/quality.md). */
const GAP_BUDGET_MS = 500;
/** Lighthouse's mobile "slow 4G" and CPU slowdown. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const VIEWPORT = { width: 412, height: 823 };

async function startServer() {
  requireBuild();
  // The URLs the pages were prerendered for: with the same SITE_URL the server sends the sealed
  // files, as it would in production.
  const stamp = JSON.parse(fs.readFileSync("build/prerender-stamp.json", "utf8"));
  const port = Number(process.env.HYDRATION_PORT ?? new URL(stamp.siteUrl).port ?? 3000);
  const child = spawnBuildServer({
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: stamp.siteUrl,
    STUDIO_URL: stamp.studioUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ready-")),
    LOG_REQUESTS: "false",
  });
  const base = `http://localhost:${port}`;
  if (await answers(`${base}/readyz`, 90_000)) return { child, base };
  child.kill();
  throw new Error(`the server did not start on port ${port}`);
}

/** Runs in the page before its own scripts: when <html> gets data-hydrated, and the shifts. */
function recordReadiness() {
  const record = { hydrated: null, cls: 0, lcp: 0 };
  Object.defineProperty(window, "__readiness", { value: record });
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute("data-hydrated")) {
      record.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) record.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** The font families Chromium drew the first element matching `selector` with. */
async function renderedFonts(cdp, selector) {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  if (!nodeId) return [];
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(recordReadiness);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => window.__readiness.hydrated !== null, undefined, {
      timeout: 30_000,
    });
    // Whatever a first visit will draw with has arrived by now (the font is 26 KB).
    await page.waitForTimeout(1_000);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation");
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      return {
        fcp: fcp?.startTime ?? NaN,
        load: navigation.loadEventStart,
        lcp: window.__readiness.lcp,
        hydrated: window.__readiness.hydrated,
        cls: window.__readiness.cls,
        // When the font file had arrived (NaN when the page did not fetch it).
        font:
          performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))
            ?.responseEnd ?? NaN,
      };
    });
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const h1 = await renderedFonts(cdp, "h1");
    const body = await renderedFonts(cdp, "main p");
    return { ...timing, gap: timing.hydrated - timing.load, h1, body };
  } finally {
    await context.close();
  }
}

/** "Inter" when every run drew in it only, else every family seen. */
const fontName = (runs) => {
  const families = new Set(runs.flat());
  return families.size === 1 && [...families][0].startsWith("Inter")
    ? "Inter"
    : [...families].join(" + ") || "none";
};

const runs = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 3));
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ISLAND_PAGES;
let server;
let base = process.env.HYDRATION_URL;
if (!base) {
  server = await startServer();
  base = server.base;
}
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
});
const rows = [];
let missed = false;
try {
  for (const pagePath of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, `${base}${pagePath}`));
    const row = {
      path: pagePath,
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
      font: median(results.map((r) => r.font)),
      load: median(results.map((r) => r.load)),
      hydrated: median(results.map((r) => r.hydrated)),
      gap: median(results.map((r) => r.gap)),
      gapRange: [Math.min(...results.map((r) => r.gap)), Math.max(...results.map((r) => r.gap))],
      cls: Math.max(...results.map((r) => r.cls)),
      h1: fontName(results.map((r) => r.h1)),
      body: fontName(results.map((r) => r.body)),
    };
    row.met = row.gap <= GAP_BUDGET_MS && row.h1 === "Inter" && row.body === "Inter";
    missed ||= !row.met;
    rows.push(row);
    process.stderr.write(".");
  }
} finally {
  await browser.close();
  server?.child.kill();
}

console.log(
  "\n| page | FCP | LCP | load | hydrated | gap (range) | CLS (worst) | font file | h1 font | body font | targets |",
);
console.log(`|${"---|".repeat(11)}`);
for (const r of rows) {
  console.log(
    `| ${r.path} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${seconds(r.load)} | ${seconds(r.hydrated)} | ${seconds(r.gap)} (${seconds(r.gapRange[0])}–${seconds(r.gapRange[1])}) | ${r.cls.toFixed(3)} | ${Number.isNaN(r.font) ? "–" : seconds(r.font)} | ${r.h1} | ${r.body} | ${r.met ? "met" : "missed"} |`,
  );
}
console.log(
  `\nChromium, CPU ${CPU_SLOWDOWN}× slower, network ${NETWORK.latency} ms / 1.6 Mbit/s, ${VIEWPORT.width}×${VIEWPORT.height}, a fresh context per run, median of ${runs}.` +
    `\nTargets: hydrated within ${GAP_BUDGET_MS / 1000} s of load; the h1 and the first paragraph drawn in Inter on a first visit.`,
);
if (missed) process.exit(1);
