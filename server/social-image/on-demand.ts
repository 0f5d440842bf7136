import { createHash } from "node:crypto";

import type { RequestHandler } from "express";

import { createReadCache, type ReadCacheOptions } from "#server/platform/read-cache";
import { render as renderImage } from "./index";
import { SocialImageQueueFull } from "./pool";

/** The text drawn on a page's image. */
export interface SocialImageText {
  title: string;
  line: string;
}

/**
 * The text of a data page's image by the page's path ("/blog/some-post"); undefined when there
 * is no such page (the image answers 404). Throws when the platform cannot be reached.
 */
export type SocialImageSource = (pagePath: string) => Promise<SocialImageText | undefined>;

interface OnDemandImagesOptions {
  source: SocialImageSource;
  cacheControl: string;
  /** How long a page's text (or its absence) is kept before the page is read again. */
  ttlMs?: number;
  failureTtlMs?: number;
  /** Pages whose text is kept at most (paths come from visitors; missing ones apart). */
  maxEntries?: number;
  /** Bytes of drawn images kept at most (about 200 KB each). */
  maxImageBytes?: number;
  /** Draws the image (a worker pool in the server: server/social-image/pool.ts). */
  render?: (title: string, line: string) => Promise<Buffer>;
  onError?: (pagePath: string, error: unknown) => void;
  /** Cleared when the content changes: a post's image shows its title. */
  group?: ReadCacheOptions["group"];
}

/** Seconds a refused image request is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A byte-bounded LRU of drawn images keyed by their text, so that an image is drawn once per
 * page and content version: a page read again after its TTL with the same text (or the same
 * post under its id and its slug) reuses the drawing.
 */
function imageStore(maxBytes: number) {
  const images = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string) {
      const image = images.get(key);
      if (image) {
        images.delete(key);
        images.set(key, image);
      }
      return image;
    },
    set(key: string, image: Buffer) {
      if (images.has(key)) return;
      images.set(key, image);
      bytes += image.length;
      while (bytes > maxBytes && images.size > 1) {
        const [oldest, dropped] = images.entries().next().value!;
        images.delete(oldest);
        bytes -= dropped.length;
      }
    },
  };
}

/**
 * Social images of the pages rendered per request (templates, blog, published posts): drawn on
 * the first request, then answered from memory. Mounted under /og after the static files, so
 * the prerendered pages' images drawn at build time win. A path that is not exactly a page's
 * (a `?`, `#`, whitespace or control character in it, or a post that is not published) is a 404
 * before anything is rendered; drawing happens off the main thread, and a full queue is a 503.
 */
export function onDemandSocialImages(options: OnDemandImagesOptions): RequestHandler {
  const render = options.render ?? renderImage;
  const texts = createReadCache({
    ttlMs: options.ttlMs ?? 5 * 60_000,
    failureTtlMs: options.failureTtlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 200,
    segmentOf: (text) => (text ? "page" : "missing"),
    segmentLimits: { missing: 200, failure: 100 },
    onBackgroundError: options.onError,
    group: options.group,
  });
  const images = imageStore(options.maxImageBytes ?? 24 * 1024 * 1024);
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
    // Express adds the ETag and answers 304 to a matching If-None-Match.
    res.set("Cache-Control", options.cacheControl).type("png").send(png);
  };
}

/** Characters no page path has: a query or fragment, whitespace, controls, escapes, backslash. */
const NOT_IN_A_PAGE_PATH = /[\s\p{Cc}\p{Cf}?#%\\]/u;

/**
 * "/blog/a%20b.png" (relative to the /og mount) → undefined: only a path as the page router
 * would name one of its pages ("/blog/caf%C3%A9.png" → "/blog/café"): decodable, no empty or
 * dot segments, none of the characters above.
 */
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
