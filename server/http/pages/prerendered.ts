import fs from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import type { Config } from "#server/config";
import { ENCODING_SUFFIX, SEAL_MANIFEST_FILE, type SealManifest } from "./page-seal";
import { prerenderStamp, readStamp, stampDifferences } from "./prerender-stamp";
import { resealFiles, type RenderedFile, type ResealReport } from "./reseal";
import { sendSealed, type SealedAnswer } from "./sealed-response";
import { cspHeader } from "#server/http/guards/security";
import { queryIsOnlyTracking } from "#server/http/guards/tracking-params";
import { queryIsIgnorable, type ReadParams } from "./route-query";

/** The Cache-Control of a prerendered page: browsers revalidate, CDNs keep it for a while. */
function prerenderedCacheControl(config: Config): string {
  return [
    "public",
    "max-age=0",
    "must-revalidate",
    `s-maxage=${config.cache.cdnMaxAgeSeconds}`,
    `stale-while-revalidate=${config.cache.cdnStaleWhileRevalidateSeconds}`,
  ].join(", ");
}

function readSeal(buildDir: string): SealManifest | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(buildDir, SEAL_MANIFEST_FILE), "utf8"),
    ) as SealManifest;
  } catch {
    return undefined;
  }
}

/** How much of the prerendered site is static bytes right now (/readyz reports it). */
export interface PrerenderedStatus {
  /** static: the build's (or re-sealed) bytes; resealing: in progress; per-request: none. */
  state: "static" | "resealing" | "per-request";
  sealed: number;
  total: number;
}

export interface PrerenderedPages {
  handler: RequestHandler;
  lookup: (pathname: string) => SealedAnswer | undefined;
  cacheControl: string;
  status: () => PrerenderedStatus;
  /** Settles when a start-up re-seal is over (at once when there is none). */
  resealed: Promise<ResealReport | undefined>;
}

/**
 * Serves the prerendered pages as the static bytes the build sealed (server/http/pages/page-seal.ts):
 * the same bytes for every visitor, in the encoding the browser accepts, with a strong ETag
 * (a matching If-None-Match gets 304), a CSP that allows exactly the page's inline scripts by
 * hash, and a Cache-Control a CDN can use. A request whose query holds a parameter the page
 * reads (its routes declare them, server/http/pages/route-query.ts: filters, calculator inputs)
 * goes to the server renderer; any other query (campaign tags, cache busters) changes nothing
 * and gets the sealed page. Without the declarations, only tracking parameters are ignored.
 *
 * When the running public configuration differs from the one the build baked in
 * (prerender-stamp.ts), the build's files are stale: with a `render` function the server
 * re-seals them in the background (reseal.ts), answering each page per request until its new
 * bytes are ready; the reason is logged as a warning, the progress as info.
 */
export function prerenderedPages(options: {
  clientDir: string;
  buildDir: string;
  config: Config;
  log: (fields: Record<string, unknown>) => void;
  readParams?: ReadParams;
  /** Renders a prerendered file as the build would; without it a stale build renders per request. */
  render?: (urlPath: string) => Promise<RenderedFile>;
  /** Re-seal even when the configuration matches the build's (tests compare the two). */
  resealAlways?: boolean;
  /** True once the server shuts down: a re-seal in progress stops. */
  stopped?: () => boolean;
}): PrerenderedPages {
  const { config, log } = options;
  const pages = new Map<string, SealedAnswer>();
  const seal = readSeal(options.buildDir);
  const total = seal ? Object.keys(seal).length : 0;
  const differences = stampDifferences(readStamp(options.buildDir), prerenderStamp(config));
  const cspFor = (hashes: string[]) => cspHeader(config, hashes);
  let state: PrerenderedStatus["state"] = "per-request";
  let resealed: Promise<ResealReport | undefined> = Promise.resolve(undefined);

  if (!seal) {
    log({
      level: "warn",
      message:
        "no sealed prerendered pages found (run the build); every page is rendered per request",
    });
  } else if (differences.length === 0 && !options.resealAlways) {
    for (const [urlPath, page] of Object.entries(seal)) {
      const file = path.join(options.clientDir, page.file);
      pages.set(urlPath, {
        status: 200,
        contentType: page.contentType,
        etag: page.etag,
        csp: cspFor(page.scriptHashes),
        bytes: {
          identity: fs.readFileSync(file),
          br: fs.readFileSync(file + ENCODING_SUFFIX.br),
          gzip: fs.readFileSync(file + ENCODING_SUFFIX.gzip),
        },
      });
    }
    state = "static";
    log({ level: "info", message: `serving ${pages.size} prerendered files as sealed bytes` });
  } else if (!options.render) {
    log({
      level: "warn",
      message: `the prerendered pages were built with another public configuration (${differences.join("; ")}); every page is rendered per request`,
      differences,
    });
  } else {
    const render = options.render;
    state = "resealing";
    log({
      level: "warn",
      message:
        differences.length > 0
          ? `the prerendered pages were built with another public configuration (${differences.join("; ")}): re-sealing ${total} files in the background, rendered per request until each is done`
          : `re-sealing ${total} prerendered files in the background (asked for)`,
      differences,
    });
    resealed = (async () => {
      // Let the server start listening first: the re-seal runs beside the visitors.
      await new Promise((resolve) => setImmediate(resolve));
      const report = await resealFiles({
        files: Object.entries(seal).map(([urlPath, page]) => ({
          urlPath,
          contentType: page.contentType,
        })),
        render,
        cspFor,
        onSealed: (urlPath, answer) => pages.set(urlPath, answer),
        stopped: options.stopped,
        log,
      });
      state = report.failed.length === 0 && !report.stopped ? "static" : "per-request";
      log({
        level: report.failed.length > 0 ? "warn" : "info",
        message: report.stopped
          ? `re-sealing stopped at shutdown after ${report.sealed}/${total} files`
          : `re-sealed ${report.sealed}/${total} prerendered files in ${Math.round(report.durationMs)} ms; they are static bytes again` +
            (report.failed.length > 0
              ? ` (${report.failed.length} stay rendered per request)`
              : ""),
        sealed: report.sealed,
        failed: report.failed.length,
        total,
        durationMs: Math.round(report.durationMs),
      });
      return report;
    })();
  }
  const cacheControl = prerenderedCacheControl(config);

  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || pages.size === 0) return next();
    const queryAt = req.originalUrl.indexOf("?");
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(pathname);
    if (!page) return next();
    if (queryAt !== -1) {
      const search = req.originalUrl.slice(queryAt + 1);
      const ignorable = options.readParams
        ? queryIsIgnorable(search, options.readParams(pathname))
        : queryIsOnlyTracking(search);
      if (!ignorable) return next();
    }
    res.locals.pageAnswer = "sealed";
    sendSealed(req, res, page, cacheControl);
  };
  return {
    handler,
    lookup: (pathname) => pages.get(pathname),
    cacheControl,
    status: () => ({ state, sealed: pages.size, total }),
    resealed,
  };
}
