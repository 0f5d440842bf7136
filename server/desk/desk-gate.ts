import type { Request, RequestHandler } from "express";

import { normalizedPagePath } from "#server/http/guards/page-action-path";

const isDeskPath = (path: string | undefined) =>
  path === "/admin" || path?.startsWith("/admin/") === true;

/** A request for the desk, under any spelling of its path. */
export const isDeskRequest = (req: Request) => isDeskPath(normalizedPagePath(req.originalUrl));

/**
 * Every answer under /admin (the sales desk, under any spelling of the path, and its 404 when
 * the desk is off) is private: no cache may keep it, no search engine may index it. The one
 * place these headers are set (the routes do not, or they would be sent twice); set before the
 * routes answer, so the per-request HTML default (server/http/pages/html-cache-control.ts) leaves them.
 *
 * With the desk off, a GET of any desk path is answered as `/admin`, which no route claims: the
 * site's 404 page, also for the CSV resource (whose own 404 would have no page). Other methods
 * reach the routes, whose actions answer 404 while the desk is off.
 */
export function deskGate(options: { enabled: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!isDeskRequest(req)) return next();
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    if (!options.enabled && (req.method === "GET" || req.method === "HEAD")) {
      // The page handler builds the request from originalUrl.
      req.url = "/admin";
      req.originalUrl = "/admin";
    }
    next();
  };
}
