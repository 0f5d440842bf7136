import type { RequestHandler } from "express";

import { createReadCache } from "../platform/read-cache";
import { render as renderImage } from "./index";

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
  /** How long an image (or a 404) is kept before its page's text is read again. */
  ttlMs?: number;
  failureTtlMs?: number;
  /** Bounded: the path comes from the visitor (a post id). About 200 KB per image. */
  maxEntries?: number;
  render?: (title: string, line: string) => Promise<Buffer>;
  onError?: (pagePath: string, error: unknown) => void;
}

/**
 * Social images of the pages rendered per request (templates, blog, blog posts): drawn on the
 * first request, then answered from memory. Mounted under /og after the static files, so the
 * prerendered pages' images drawn at build time win.
 */
export function onDemandSocialImages(options: OnDemandImagesOptions): RequestHandler {
  const render = options.render ?? renderImage;
  const cache = createReadCache({
    ttlMs: options.ttlMs ?? 5 * 60_000,
    failureTtlMs: options.failureTtlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 100,
    onBackgroundError: options.onError,
  });

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pagePath = pagePathOf(req.path);
    if (!pagePath) return next();
    let png: Buffer | null;
    try {
      png = await cache.get(pagePath, async () => {
        const text = await options.source(pagePath);
        return text ? await render(text.title, text.line) : null;
      });
    } catch (error) {
      options.onError?.(pagePath, error);
      res.status(503).set("Cache-Control", "no-store").type("text/plain").send("Unavailable");
      return;
    }
    if (!png) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
      return;
    }
    // Express adds the ETag and answers 304 to a matching If-None-Match.
    res.set("Cache-Control", options.cacheControl).type("png").send(png);
  };
}

/** "/blog/a%20b.png" (relative to the /og mount) → "/blog/a b"; undefined if not an image. */
export function pagePathOf(requestPath: string): string | undefined {
  const match = /^\/(.+)\.png$/.exec(requestPath);
  if (!match?.[1]) return undefined;
  try {
    return `/${decodeURIComponent(match[1])}`;
  } catch {
    return undefined;
  }
}
