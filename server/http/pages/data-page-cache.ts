import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { RequestHandler } from "express";

import { inlineScriptHashes, withoutNoncePlaceholder } from "./page-seal";
import { createReadCache } from "../../platform/read-cache";
import { sendSealed, type SealedAnswer } from "./sealed-response";
import { queryIsOnlyTracking } from "../guards/tracking-params";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The data pages (templates, blog list, blog posts, the RSS feed and the sitemap) read the
 * platform's content, so they cannot be prerendered at build time. Instead each is rendered
 * once per TTL and then answered as fixed bytes, like a prerendered page: same bytes for every
 * visitor, compressed once, a CSP from the hashes of its inline scripts, an ETag, and a
 * Cache-Control a CDN can use. Only requests without a query string (or with campaign tracking
 * parameters only) are cached; variants with one (filters, search) render per request from the
 * platform read cache.
 */
export interface RenderedPage {
  status: number;
  contentType: string;
  body: string;
  /**
   * The render showed an error state because the platform failed: such a page is answered,
   * but kept only for the failure TTL, so recovery shows quickly.
   */
  degraded: boolean;
}

export interface DataPageCacheOptions {
  /** Renders a path with the nonce placeholder (the render is sealed with hashes afterwards). */
  render: (pathname: string) => Promise<RenderedPage>;
  isDataPage: (pathname: string) => boolean;
  cspFor: (scriptHashes: string[]) => string;
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
  now?: () => number;
  onRenderError?: (pathname: string, error: unknown) => void;
}

/** The pages built from the platform's content: /templates, /blog, each post, the feed, the sitemap. */
export function isDataPagePath(pathname: string): boolean {
  return (
    pathname === "/templates" ||
    pathname === "/blog" ||
    pathname === "/sitemap.xml" ||
    /^\/blog\/[^/]+$/.test(pathname)
  );
}

/** Statuses that are the page's real answer (a post that does not exist is a stable 404). */
const CACHEABLE_STATUS = new Set([200, 404]);

/** Thrown into the read cache so a degraded render counts as a (briefly cached) failure. */
class DegradedRender extends Error {
  constructor(readonly answer: SealedAnswer) {
    super("degraded render");
  }
}

export async function sealRenderedPage(
  page: RenderedPage,
  cspFor: (scriptHashes: string[]) => string,
): Promise<SealedAnswer> {
  const isHtml = page.contentType.startsWith("text/html");
  const text = isHtml ? withoutNoncePlaceholder(page.body) : page.body;
  const identity = Buffer.from(text, "utf8");
  const [br, gz] = await Promise.all([
    // Quality 9 rather than 11: this runs at request time, in the thread pool, once per TTL.
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    status: page.status,
    contentType: page.contentType,
    etag: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
    csp: cspFor(isHtml ? inlineScriptHashes(text) : []),
    bytes: { identity, br, gzip: gz },
  };
}

export function dataPageCache(options: DataPageCacheOptions): RequestHandler {
  const ttlSeconds = Math.floor(options.ttlMs / 1000);
  // A CDN may keep the page as long as this server would, and no longer: nothing a visitor
  // sees is older than the TTL plus one revalidation.
  const freshCacheControl = `public, max-age=0, must-revalidate, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`;
  const cache = createReadCache({
    ttlMs: options.ttlMs,
    failureTtlMs: options.failureTtlMs,
    maxEntries: options.maxEntries ?? 500,
    now: options.now,
    onBackgroundError: (key, error) => {
      if (!(error instanceof DegradedRender)) options.onRenderError?.(key, error);
    },
  });

  async function renderSealed(pathname: string): Promise<SealedAnswer> {
    const page = await options.render(pathname);
    const answer = await sealRenderedPage(page, options.cspFor);
    if (page.degraded || !CACHEABLE_STATUS.has(page.status)) throw new DegradedRender(answer);
    return answer;
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Campaign parameters change nothing on the page, so those visits get the cached answer.
    const queryAt = req.originalUrl.indexOf("?");
    if (queryAt !== -1 && !queryIsOnlyTracking(req.originalUrl.slice(queryAt + 1))) return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    if (!options.isDataPage(pathname)) return next();
    cache
      .get(pathname, () => renderSealed(pathname))
      .then(
        (answer) => {
          res.locals.pageAnswer = "cached";
          sendSealed(req, res, answer, freshCacheControl);
        },
        (error: unknown) => {
          if (error instanceof DegradedRender) {
            // The error state is shown, but neither browsers nor CDNs keep it.
            sendSealed(req, res, error.answer, "private, no-cache");
            return;
          }
          // The render itself failed: let the per-request renderer answer (and log) it.
          options.onRenderError?.(pathname, error);
          next();
        },
      );
  };
}
