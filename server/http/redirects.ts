import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import type { Database } from "#server/db/client";
import { contentRedirects } from "#server/standin/schema";
import { href } from "#app/shared/site-map/href";

/**
 * The moved addresses of content/redirects.json (synced into content_redirects with the rest of
 * the content, so every instance answers the same ones), answered with 301 Moved Permanently
 * before anything else: a moved page's old address must not serve the sealed page it had. The
 * table is read into memory at start and again every `refreshMs`, so lookups cost nothing.
 */
export interface Redirects {
  /** Where a path moved to, or undefined. */
  target(pathname: string): string | undefined;
  /** Reads the table again (after this instance synced the content). */
  reload(): Promise<void>;
  /** Answers a GET or HEAD of a moved address with 301; false when it is not one. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  stop(): void;
}

/** Browsers keep a 301 for as long as they like without this: a mistake is undone in a day. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";

/** `/blog/old/` is `/blog/old`; the home page stays `/`. */
function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? href("/") : trimmed;
}

export async function createRedirects(options: {
  db: Database;
  refreshMs: number;
  onError?: (error: unknown) => void;
}): Promise<Redirects> {
  let moved = new Map<string, string>();
  const reload = async () => {
    const rows = await options.db.select().from(contentRedirects);
    moved = new Map(rows.map((row) => [row.fromPath, row.toPath]));
  };
  await reload();
  const timer = setInterval(() => reload().catch(options.onError), options.refreshMs);
  timer.unref();

  const target = (pathname: string) =>
    moved.size === 0 ? undefined : moved.get(withoutTrailingSlash(pathname));
  return {
    target,
    reload,
    answer(req, res) {
      if (moved.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return false;
      const url = req.url ?? href("/");
      const queryAt = url.indexOf("?");
      const to = target(queryAt === -1 ? url : url.slice(0, queryAt));
      if (!to) return false;
      // The query travels along (campaign tags on an old link keep working).
      const location = queryAt === -1 ? to : `${to}${url.slice(queryAt)}`;
      res.writeHead(301, {
        Location: location,
        "Cache-Control": REDIRECT_CACHE_CONTROL,
        "Content-Type": "text/plain; charset=utf-8",
      });
      res.end(req.method === "HEAD" ? undefined : `Moved to ${location}\n`);
      return true;
    },
    stop: () => clearInterval(timer),
  };
}

/** The same answer inside Express (requests the listener's fast path did not take). */
export function redirectMiddleware(redirects: Redirects): RequestHandler {
  return (req, res, next) => {
    if (!redirects.answer(req, res)) next();
  };
}
