import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/**
 * A fresh nonce per response, so no shared cache may keep it; `.data` too, or a CDN could keep an
 * error state after recovery.
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
