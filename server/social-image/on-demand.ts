import { createHash } from "node:crypto";

import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";

import { createReadCache, type ReadCacheOptions } from "#server/platform/read-cache";
import { render as renderImage } from "./index";
import { SocialImageQueueFull } from "./pool";

export interface SocialImageText {
  title: string;
  line: string;
}

/** Undefined when there is no such page (404); throws when the platform cannot be reached. */
export type SocialImageSource = (pagePath: string) => Promise<SocialImageText | undefined>;

interface OnDemandImagesOptions {
  source: SocialImageSource;
  cacheControl: string;
  render?: (title: string, line: string) => Promise<Buffer>;
  onError?: (pagePath: string, error: unknown) => void;
  group?: ReadCacheOptions["group"];
}

const RETRY_AFTER_SECONDS = 5;

/**
 * Images of the pages rendered per request, drawn on first request off the main thread. Mounted
 * after the static files, so images drawn at build win; a path that is not exactly a page's is a 404.
 */
export function onDemandSocialImages(options: OnDemandImagesOptions): RequestHandler {
  const render = options.render ?? renderImage;
  const texts = createReadCache({
    ttlMs: 5 * 60_000,
    failureTtlMs: 10_000,
    maxEntries: 200,
    segmentOf: (text) => (text ? "page" : "missing"),
    segmentLimits: { missing: 200, failure: 100 },
    onBackgroundError: options.onError,
    group: options.group,
  });
  // Byte-bounded, keyed by the text: an image is drawn once per page and content version.
  const images = new LRUCache<string, Buffer>({
    maxSize: 24 * 1024 * 1024,
    sizeCalculation: (image) => image.length,
  });
  const drawing = new Map<string, Promise<Buffer>>();

  function draw(text: SocialImageText): Promise<Buffer> {
    const key = createHash("sha256")
      .update(JSON.stringify([text.title, text.line]))
      .digest("hex");
    const kept = images.get(key);
    if (kept) return Promise.resolve(kept);
    let running = drawing.get(key);
    if (!running) {
      running = render(text.title, text.line)
        .then((png) => {
          images.set(key, png);
          return png;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, running);
    }
    return running;
  }

  const unavailable = (res: Parameters<RequestHandler>[1]) =>
    res
      .status(503)
      .set({ "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) })
      .type("text/plain")
      .send("Unavailable");

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!/\.png$/.test(req.path)) return next();
    const pagePath = pagePathOf(req.path);
    const notFound = () =>
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
    if (!pagePath) return void notFound();
    let text: SocialImageText | null;
    try {
      text = await texts.get(pagePath, async () => (await options.source(pagePath)) ?? null);
    } catch (error) {
      options.onError?.(pagePath, error);
      return void unavailable(res);
    }
    if (!text) return void notFound();
    let png: Buffer;
    try {
      png = await draw(text);
    } catch (error) {
      if (!(error instanceof SocialImageQueueFull)) options.onError?.(pagePath, error);
      return void unavailable(res);
    }
    res.set("Cache-Control", options.cacheControl).type("png").send(png);
  };
}

const NOT_IN_A_PAGE_PATH = /[\s\p{Cc}\p{Cf}?#%\\]/u;

export function pagePathOf(requestPath: string): string | undefined {
  const match = /^\/(.+)\.png$/.exec(requestPath);
  if (!match?.[1]) return undefined;
  let decoded: string;
  try {
    decoded = `/${decodeURIComponent(match[1])}`;
  } catch {
    return undefined;
  }
  if (NOT_IN_A_PAGE_PATH.test(decoded)) return undefined;
  if (
    decoded
      .split("/")
      .slice(1)
      .some((segment) => segment === "" || /^\.+$/.test(segment))
  ) {
    return undefined;
  }
  return decoded;
}
