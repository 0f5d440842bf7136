import fs from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import type { AnalyticsConfig } from "../../../app/context";
import { publicConfig, type Config } from "../../config";
import { ENCODING_SUFFIX, SEAL_MANIFEST_FILE, type SealManifest } from "./page-seal";
import { sendSealed, type SealedAnswer } from "./sealed-response";
import { cspHeader } from "../guards/security";
import { queryIsOnlyTracking } from "../guards/tracking-params";
import { queryIsIgnorable, type ReadParams } from "./route-query";

/** What the build baked into the prerendered pages (written by react-router.config.ts). */
interface PrerenderStamp {
  siteUrl: string;
  studioUrl: string;
  /** The analytics the pages name (/cookies) and load after consent; null for none. */
  analytics: AnalyticsConfig | null;
}

/** What a build bakes in of this configuration. */
export function prerenderStamp(config: Config): PrerenderStamp {
  return {
    siteUrl: config.http.siteUrl,
    studioUrl: config.services.studioUrl,
    analytics: publicConfig(config).analytics,
  };
}

const analyticsLabel = (analytics: AnalyticsConfig | null | undefined) =>
  analytics ? `${analytics.provider} (${analytics.siteId}, ${analytics.scriptUrl})` : "none";
export const PRERENDER_STAMP_FILE = "prerender-stamp.json";

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

function readStamp(buildDir: string): PrerenderStamp | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(buildDir, PRERENDER_STAMP_FILE), "utf8"),
    ) as PrerenderStamp;
  } catch {
    return undefined;
  }
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

/**
 * Serves the prerendered pages as the static bytes the build sealed (server/http/pages/page-seal.ts):
 * the same bytes for every visitor, in the encoding the browser accepts, with a strong ETag
 * (a matching If-None-Match gets 304), a CSP that allows exactly the page's inline scripts by
 * hash, and a Cache-Control a CDN can use. A request whose query holds a parameter the page
 * reads (its routes declare them, server/http/pages/route-query.ts: filters, calculator inputs)
 * goes to the server renderer; any other query (campaign tags, cache busters) changes nothing
 * and gets the sealed page. Without the declarations, only tracking parameters are ignored.
 * When the running
 * configuration differs from the one the build baked in, nothing is served from here and every
 * page is rendered per request.
 */
export function prerenderedPages(options: {
  clientDir: string;
  buildDir: string;
  config: Config;
  log: (message: string) => void;
  readParams?: ReadParams;
}): {
  handler: RequestHandler;
  count: number;
  lookup: (pathname: string) => SealedAnswer | undefined;
  cacheControl: string;
} {
  const { config } = options;
  const pages = new Map<string, SealedAnswer>();
  const stamp = readStamp(options.buildDir);
  const seal = readSeal(options.buildDir);
  const expected = prerenderStamp(config);
  const matches =
    stamp?.siteUrl === expected.siteUrl &&
    stamp.studioUrl === expected.studioUrl &&
    JSON.stringify(stamp.analytics ?? null) === JSON.stringify(expected.analytics);

  if (!matches) {
    options.log(
      stamp
        ? `prerendered pages were built for SITE_URL=${stamp.siteUrl} STUDIO_URL=${stamp.studioUrl} ` +
            `analytics ${analyticsLabel(stamp.analytics)}; running with SITE_URL=${config.http.siteUrl} ` +
            `STUDIO_URL=${config.services.studioUrl} analytics ${analyticsLabel(expected.analytics)}, ` +
            `so every page is rendered per request`
        : "no prerender stamp found; every page is rendered per request",
    );
  } else if (!seal) {
    options.log(
      "no sealed prerendered pages found (run the build); every page is rendered per request",
    );
  } else {
    for (const [urlPath, page] of Object.entries(seal)) {
      const file = path.join(options.clientDir, page.file);
      pages.set(urlPath, {
        status: 200,
        contentType: page.contentType,
        etag: page.etag,
        csp: cspHeader(config, page.scriptHashes),
        bytes: {
          identity: fs.readFileSync(file),
          br: fs.readFileSync(file + ENCODING_SUFFIX.br),
          gzip: fs.readFileSync(file + ENCODING_SUFFIX.gzip),
        },
      });
    }
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
    sendSealed(req, res, page, cacheControl);
  };
  return { handler, count: pages.size, lookup: (pathname) => pages.get(pathname), cacheControl };
}
