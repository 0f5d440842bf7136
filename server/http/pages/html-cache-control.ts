import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/**
 * Pages rendered per request carry a fresh CSP nonce and may depend on the request, so no
 * shared cache may keep them, and a browser must revalidate before reusing one. Answers that
 * chose their own Cache-Control (prerendered pages, the contact action's no-store) keep it.
 */
export const PER_REQUEST_HTML_CACHE_CONTROL = "private, no-cache";

export const htmlCacheControl: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.getHeader("Cache-Control") !== undefined) return;
    const type = String(res.getHeader("Content-Type") ?? "");
    if (type.startsWith("text/html"))
      res.setHeader("Cache-Control", PER_REQUEST_HTML_CACHE_CONTROL);
  });
  next();
};
