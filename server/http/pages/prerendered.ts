import fs from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import type { Config } from "#server/config";
import {
  ENCODING_SUFFIX,
  HTML_CONTENT_TYPE,
  SEAL_MANIFEST_FILE,
  type SealManifest,
} from "./page-seal";
import { prerenderStamp, readStamp, stampDifferences } from "./prerender-stamp";
import { resealFiles, type RenderedFile, type ResealReport } from "./reseal";
import { sendSealed, type SealedAnswer } from "./sealed-response";
import { cspHeader } from "#server/http/guards/security";
import { pageIgnoresQuery, type ReadParams } from "./route-query";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

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

export interface PrerenderedStatus {
  state: "static" | "resealing" | "per-request";
  sealed: number;
  total: number;
}

export interface PrerenderedPages {
  handler: RequestHandler;
  lookup: (pathname: string) => SealedAnswer | undefined;
  cacheControl: string;
  status: () => PrerenderedStatus;
  resealed: Promise<ResealReport | undefined>;
}

/**
 * The build's sealed bytes (docs/decisions/0002-sealed-pages.md). A query the page reads goes to
 * the renderer; a configuration other than the build's re-seals them in the background.
 */
export function prerenderedPages(options: {
  clientDir: string;
  buildDir: string;
  config: Config;
  log: (fields: Record<string, unknown>) => void;
  readParams?: ReadParams;
  render?: (urlPath: string) => Promise<RenderedFile>;
  resealAlways?: boolean;
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
        contentType: HTML_CONTENT_TYPE,
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
        paths: Object.keys(seal),
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
    const pathname = withoutTrailingSlash(req.path);
    const page = pages.get(pathname);
    if (!page) return next();
    const search = queryAt === -1 ? undefined : req.originalUrl.slice(queryAt + 1);
    if (search !== undefined && !pageIgnoresQuery(search, pathname, options.readParams)) {
      return next();
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
