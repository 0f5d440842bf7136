import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";

import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";

import type { PublicConfig, SiteContext } from "#app/context";
import { inlineScriptHashes } from "./page-seal";

/** What the Astro server build (app/entry/server-entry.ts) exports. */
interface AstroEntry {
  configure(config: PublicConfig): void;
  hasPage(request: Request): boolean;
  render(request: Request, site: SiteContext): Promise<Response | undefined>;
}

export interface AstroPages {
  hasPage(url: URL): boolean;
  /** The page's response, or undefined when no Astro page answers the URL. */
  render(request: Request, site: SiteContext): Promise<Response | undefined>;
}

export const ASTRO_ENTRY = path.join("astro", "server", "entry.mjs");

/** Loads the Astro server build under `buildDir` and gives it the running configuration. */
export async function loadAstroPages(buildDir: string, config: PublicConfig): Promise<AstroPages> {
  const entry = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(buildDir, ASTRO_ENTRY)).href
  )) as AstroEntry;
  entry.configure(config);
  return {
    hasPage: (url) => entry.hasPage(new Request(url)),
    render: (request, site) => entry.render(request, site),
  };
}

/**
 * The page's address at the site's public origin. Joined as text, not resolved against it: a
 * path starting `//` would otherwise name another host. Undefined for a path that does not
 * decode (nobody's page: the next handler answers 400).
 */
function pageUrl(originalUrl: string, siteUrl: string): URL | undefined {
  try {
    const url = new URL(`${new URL(siteUrl).origin}${originalUrl}`);
    decodeURI(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

/** A web Request for an Express request, addressed at the site's public origin. */
function webRequest(req: ExpressRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: hasBody ? "half" : undefined,
  });
}

/**
 * Serves the Astro pages: each rendered whole for this request with its site context, and
 * sent with a CSP that allows exactly its inline scripts by hash (Astro's island runtime and
 * the head's boot script cannot carry a nonce). A URL no Astro page answers goes on.
 */
export function astroPageHandler(options: {
  pages: AstroPages;
  siteUrl: string;
  contextFor: (req: ExpressRequest, res: ExpressResponse) => SiteContext;
  cspFor: (scriptHashes: string[]) => string;
}): RequestHandler {
  const { pages, siteUrl } = options;
  return async (req, res, next) => {
    const url = pageUrl(req.originalUrl, siteUrl);
    if (!url || !pages.hasPage(url)) return next();
    try {
      const response = await pages.render(webRequest(req, url), options.contextFor(req, res));
      if (!response) return next();
      const body = Buffer.from(await response.arrayBuffer());
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "set-cookie") res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      const type = response.headers.get("content-type") ?? "";
      if (type.startsWith("text/html")) {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader(
          "Content-Security-Policy",
          options.cspFor(inlineScriptHashes(body.toString("utf8"))),
        );
      }
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
