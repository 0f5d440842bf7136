import { href } from "#app/shared/site-map/href";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { RequestHandler } from "express";

import { inlineScriptHashes, withoutNoncePlaceholder } from "./page-seal";
import { createReadCache, type ReadCacheOptions } from "#server/platform/read-cache";
import { sendSealed, type SealedAnswer } from "./sealed-response";
import { queryIsOnlyTracking } from "#server/http/guards/tracking-params";
import { runAdmission } from "./render-admission";
import type { ReadParams } from "./route-query";
import { renderSlotOf, type RenderSlot } from "./render-slot";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The data pages (templates, blog list, blog posts, the RSS feed and the sitemap) read the
 * platform's content, so they cannot be prerendered at build time. Instead each is rendered
 * once per TTL and then answered as fixed bytes, like a prerendered page: same bytes for every
 * visitor, compressed once, a CSP from the hashes of its inline scripts, an ETag, and a
 * Cache-Control a CDN can use. Requests whose query holds no parameter the page reads
 * (server/http/pages/route-query.ts) get the cached answer; variants with one (filters, search)
 * render per request from the platform read cache.
 *
 * The cache is bounded per kind: real pages (200) and missing posts (404) each have their own
 * bound, so made-up post URLs push out only other made-up ones. Rendering what is not cached
 * goes through the render admission (budget per address, render gate) like any page rendered
 * per request.
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
  /** The render's Retry-After, kept for its error state. */
  retryAfter?: string;
}

export interface DataPageCacheOptions {
  /**
   * Renders a path with the nonce placeholder (the render is sealed with hashes afterwards), with
   * the render slot of the request that asked for it lent out during platform calls.
   */
  render: (pathname: string, slot?: RenderSlot) => Promise<RenderedPage>;
  isDataPage: (pathname: string) => boolean;
  cspFor: (scriptHashes: string[]) => string;
  ttlMs: number;
  failureTtlMs: number;
  /** Pages (200) kept at most. */
  maxEntries?: number;
  /** Missing pages (404) kept at most, apart from the pages. */
  maxMissingEntries?: number;
  now?: () => number;
  onRenderError?: (pathname: string, error: unknown) => void;
  /** Cleared together with the platform read cache when the content changes. */
  group?: ReadCacheOptions["group"];
  /** The query parameters a page reads; without it, only tracking parameters are ignored. */
  readParams?: ReadParams;
  /** Run before rendering what is not cached; answers (and stops) when it refuses. */
  admit?: RequestHandler[];
}

/** The pages built from the platform's content: /templates, /blog, each post, the feed, the sitemap. */
export function isDataPagePath(pathname: string): boolean {
  return (
    pathname === href("/templates") ||
    pathname === href("/blog") ||
    pathname === href("/sitemap.xml") ||
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

async function sealRenderedPage(
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
    ...(page.retryAfter ? { retryAfter: page.retryAfter } : {}),
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
    segmentOf: (answer) => ((answer as SealedAnswer).status === 200 ? "page" : "missing"),
    segmentLimits: { missing: options.maxMissingEntries ?? 200, failure: 200 },
    now: options.now,
    group: options.group,
    onBackgroundError: (key, error) => {
      if (!(error instanceof DegradedRender)) options.onRenderError?.(key, error);
    },
  });

  async function renderSealed(pathname: string, slot?: RenderSlot): Promise<SealedAnswer> {
    const page = await options.render(pathname, slot);
    const answer = await sealRenderedPage(page, options.cspFor);
    if (page.degraded || !CACHEABLE_STATUS.has(page.status)) throw new DegradedRender(answer);
    return answer;
  }

  /** The cache key of a request, or undefined when it must be rendered for itself. */
  function keyOf(path: string, search: string): string | undefined {
    const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
    if (!options.isDataPage(page)) return undefined;
    if (search === "") return page;
    if (!options.readParams) return queryIsOnlyTracking(search) ? page : undefined;
    const reads = options.readParams(path);
    for (const name of new URLSearchParams(search).keys()) if (reads.has(name)) return undefined;
    return page;
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const queryAt = req.originalUrl.indexOf("?");
    const key = keyOf(req.path, queryAt === -1 ? "" : req.originalUrl.slice(queryAt + 1));
    if (key === undefined) return next();
    const answer = () =>
      cache
        .get(key, () => renderSealed(key, renderSlotOf(res)))
        .then(
          (sealed) => {
            res.locals.pageAnswer = "cached";
            sendSealed(req, res, sealed, freshCacheControl);
          },
          (error: unknown) => {
            if (error instanceof DegradedRender) {
              // The error state is shown, but neither browsers nor CDNs keep it.
              sendSealed(req, res, error.answer, "private, no-cache");
              return;
            }
            // The render itself failed: let the per-request renderer answer (and log) it.
            options.onRenderError?.(key, error);
            next();
          },
        );
    if (!options.admit || !cache.wouldLoad(key)) return void answer();
    runAdmission(options.admit, req, res, (error) => (error ? next(error) : void answer()));
  };
}
