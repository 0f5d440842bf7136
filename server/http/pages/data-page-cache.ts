import { href } from "#app/shared/site-map/href";
import type { RequestHandler } from "express";

import { compressedCopies, etagOf, inlineScriptHashes, withoutNoncePlaceholder } from "./page-seal";
import { createReadCache, type ReadCacheOptions } from "#server/platform/read-cache";
import { sendSealed, type SealedAnswer } from "./sealed-response";
import { runAdmission } from "./render-admission";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";
import { pageIgnoresQuery, type ReadParams } from "./route-query";
import { renderSlotOf, type RenderSlot } from "./render-slot";

/**
 * Data pages rendered once per TTL and answered as sealed bytes (docs/decisions/0002-sealed-pages.md);
 * a query the page reads renders per request. 200s and 404s are bounded apart.
 */
export interface RenderedPage {
  status: number;
  contentType: string;
  body: string;
  /** An error state: answered, but kept only for the failure TTL. */
  degraded: boolean;
  retryAfter?: string;
}

export interface DataPageCacheOptions {
  render: (pathname: string, slot?: RenderSlot) => Promise<RenderedPage>;
  isDataPage: (pathname: string) => boolean;
  cspFor: (scriptHashes: string[]) => string;
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
  maxMissingEntries?: number;
  now?: () => number;
  onRenderError?: (pathname: string, error: unknown) => void;
  group?: ReadCacheOptions["group"];
  readParams?: ReadParams;
  admit?: RequestHandler[];
}

export function isDataPagePath(pathname: string): boolean {
  return (
    pathname === href("/templates") ||
    pathname === href("/blog") ||
    pathname === href("/sitemap.xml") ||
    /^\/blog\/[^/]+$/.test(pathname)
  );
}

const CACHEABLE_STATUS = new Set([200, 404]);

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
  // Quality 9, not 11: this runs at request time.
  const copies = await compressedCopies(identity, 9);
  return {
    status: page.status,
    contentType: page.contentType,
    etag: etagOf(identity),
    csp: cspFor(isHtml ? inlineScriptHashes(text) : []),
    bytes: { identity, ...copies },
    ...(page.retryAfter ? { retryAfter: page.retryAfter } : {}),
  };
}

export function dataPageCache(options: DataPageCacheOptions): RequestHandler {
  const ttlSeconds = Math.floor(options.ttlMs / 1000);
  // A CDN keeps the page no longer than this server would.
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

  function keyOf(path: string, search: string): string | undefined {
    const page = withoutTrailingSlash(path);
    if (!options.isDataPage(page)) return undefined;
    return pageIgnoresQuery(search, path, options.readParams) ? page : undefined;
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
              sendSealed(req, res, error.answer, "private, no-cache");
              return;
            }
            options.onRenderError?.(key, error);
            next();
          },
        );
    if (!options.admit || !cache.wouldLoad(key)) return void answer();
    runAdmission(options.admit, req, res, (error) => (error ? next(error) : void answer()));
  };
}
