import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/** A fresh nonce per response, so no shared cache may keep it. */
export const PER_REQUEST_HTML_CACHE_CONTROL = "private, no-cache";

export const htmlCacheControl: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.getHeader("Cache-Control") !== undefined) return;
    if (String(res.getHeader("Content-Type") ?? "").startsWith("text/html"))
      res.setHeader("Cache-Control", PER_REQUEST_HTML_CACHE_CONTROL);
  });
  next();
};
