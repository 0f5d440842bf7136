import type { RequestHandler } from "express";

import { normalizedPagePath } from "../page-action-path";

/**
 * Every answer under /admin (the sales desk, under any spelling of the path, and its 404 when
 * the desk is off) is private: no cache may keep it, no search engine may index it. The one
 * place these headers are set (the routes do not, or they would be sent twice); set before the
 * routes answer, so the per-request HTML default (server/html-cache-control.ts) leaves them.
 */
export const deskPrivacyHeaders: RequestHandler = (req, res, next) => {
  const path = normalizedPagePath(req.originalUrl);
  if (path === "/admin" || path?.startsWith("/admin/")) {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  }
  next();
};
