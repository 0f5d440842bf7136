import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import type { Database } from "#server/db/client";
import { contentRedirects } from "#server/bundled-platform/schema";
import { href } from "#app/shared/site-map/href";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";

/**
 * content/redirects.json's moved addresses, answered with 301 before anything else (a moved page's
 * old address must not serve its sealed page); read into memory at start and every `refreshMs`.
 */
export interface Redirects {
  target(pathname: string): string | undefined;
  reload(): Promise<void>;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  stop(): void;
}

/** Without it browsers keep a 301 as long as they like: a mistake is undone in a day. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";

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
      // Campaign tags on an old link keep working.
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

export function redirectMiddleware(redirects: Redirects): RequestHandler {
  return (req, res, next) => {
    if (!redirects.answer(req, res)) next();
  };
}
