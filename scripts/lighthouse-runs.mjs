// The pieces of `npm run perf:lighthouse` (perf-lighthouse.mjs): the build's server, one
// Lighthouse run, and the medians of a side's runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { answers, chromePath, median, spawnBuildServer } from "./perf-server.mjs";

/** The production server of the build on `port`, answering once /readyz does. */
export async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-"));
  const child = spawnBuildServer({ PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "false" });
  if (await answers(`http://localhost:${port}/readyz`, 90_000)) return child;
  child.kill();
  throw new Error("the server did not start");
}

export function launchChrome({ dark }) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Blink's setting behind prefers-color-scheme: 0 is dark, 1 is light.
      ...(dark ? ["--blink-settings=preferredColorScheme=0"] : []),
    ],
  });
}

/**
 * One Lighthouse run (mobile). "devtools" loads the page throttled for real (what a phone
 * does, and noisier); "simulate" estimates the phone from an unthrottled load. `noJs` blocks
 * every script request: the same document, stylesheet and images, no script ever fetched.
 */
export async function auditOnce(chrome, url, { method, noJs = false, categories }) {
  const options = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    throttlingMethod: method,
    blockedUrlPatterns: noJs ? ["*.js", "*.mjs"] : [],
  };
  let result = await lighthouse(url, options);
  // Lighthouse now and then fails to trace a page (performance 0, no audit named): measure
  // that run once more before judging it.
  if (!result.lhr.categories.performance?.score) result = await lighthouse(url, options);
  return result.lhr;
}

/** The medians of one side's runs, each metric on its own (ms, and the scores out of 100). */
export function medians(lhrs) {
  const audit = (id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  const score = (key) =>
    Math.round(median(lhrs.map((lhr) => lhr.categories[key]?.score ?? 0)) * 100);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: audit("cumulative-layout-shift"),
    kb: Math.round(audit("total-byte-weight") / 1024),
    benchmark: Math.round(median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0))),
  };
}

/** The failing audits of the categories other than performance, as "category: ids" lines. */
export function categoryProblems(lhr) {
  return ["accessibility", "best-practices", "seo"]
    .filter((key) => key in lhr.categories && lhr.categories[key].score < 1)
    .map((key) => {
      const failing = lhr.categories[key].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      return `${key} ${Math.round(lhr.categories[key].score * 100)}: ${failing.join(", ")}`;
    });
}
