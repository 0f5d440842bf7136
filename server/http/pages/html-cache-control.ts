import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/**
 * Pages rendered per request carry a fresh CSP nonce and may depend on the request, so no
 * shared cache may keep them, and a browser must revalidate before reusing one. Their
 * single-fetch data (`.data`, text/x-script) follows the same rule: a CDN that caches what has
 * no Cache-Control would otherwise keep an error state (an empty list during an outage) after
 * recovery. Answers that chose their own Cache-Control (prerendered and cached pages, the
 * contact action's no-store) keep it.
 */
export const PER_REQUEST_HTML_CACHE_CONTROL = "private, no-cache";

export const htmlCacheControl: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.getHeader("Cache-Control") !== undefined) return;
    const type = String(res.getHeader("Content-Type") ?? "");
    if (type.startsWith("text/html") || type.startsWith("text/x-script"))
      res.setHeader("Cache-Control", PER_REQUEST_HTML_CACHE_CONTROL);
  });
  next();
};
