import type { Request, RequestHandler } from "express";

import { normalizedPagePath } from "#server/http/guards/page-action-path";

const isDeskPath = (path: string | undefined) =>
  path === "/admin" || path?.startsWith("/admin/") === true;

/** A request for the desk, under any spelling of its path. */
export const isDeskRequest = (req: Request) => isDeskPath(normalizedPagePath(req.originalUrl));

/**
 * Every /admin answer is private and unindexed, set here once. With the desk off a GET of any desk
 * path is answered as `/admin`, which no route claims: the site's 404 page.
 */
export function deskGate(options: { enabled: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!isDeskRequest(req)) return next();
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    if (!options.enabled && (req.method === "GET" || req.method === "HEAD")) {
      req.url = "/admin";
      req.originalUrl = "/admin";
    }
    next();
  };
}
