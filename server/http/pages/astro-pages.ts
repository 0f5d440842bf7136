import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";

import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";

import type { PublicConfig, SiteContext } from "#app/context";
import type { PlatformClient } from "#app/shared/platform/platform";
import { inlineScriptHashes } from "./page-seal";
import { answeringPath } from "#app/shared/site-map/path-aliases";
import type { RenderPool, RenderResult } from "./render-pool";

interface AstroEntry {
  configure(config: PublicConfig): void;
  hasPage(request: Request): boolean;
  render(request: Request, site: SiteContext): Promise<Response>;
}

export interface AstroPages {
  hasPage(url: URL): boolean;
  render(request: Request, site: SiteContext): Promise<Response>;
}

export const ASTRO_ENTRY = path.join("astro", "server", "entry.mjs");

export async function loadAstroPages(buildDir: string, config: PublicConfig): Promise<AstroPages> {
  const entry = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(buildDir, ASTRO_ENTRY)).href
  )) as AstroEntry;
  entry.configure(config);
  return {
    hasPage: (url) => entry.hasPage(new Request(aliasedUrl(url) ?? url)),
    render: (request, site) => entry.render(answeredBy(request), site),
  };
}

/** An alias's URL as its target's; joined as text, since `//x` resolved would name a host. */
function aliasedUrl(url: URL): URL | undefined {
  const target = answeringPath(url.pathname);
  return target === url.pathname ? undefined : new URL(`${url.origin}${target}${url.search}`);
}

/** An alias (/privacy) is answered by its target's page, the same for every method. */
export function answeredBy(request: Request): Request {
  const aliased = aliasedUrl(new URL(request.url));
  if (!aliased) return request;
  return new Request(aliased, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: request.body ? "half" : undefined,
  });
}

/** A rendered page as plain data (what a render worker posts back), its inline scripts hashed. */
export async function renderResultOf(response: Response): Promise<RenderResult> {
  const body = new Uint8Array(await response.arrayBuffer());
  const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
    cookies: response.headers.getSetCookie(),
    scriptHashes: html ? inlineScriptHashes(Buffer.from(body).toString("utf8")) : [],
    body,
  };
}

/** Joined as text, not resolved: a path starting `//` would name another host. */
function pageUrl(originalUrl: string, siteUrl: string): URL | undefined {
  try {
    const url = new URL(`${new URL(siteUrl).origin}${originalUrl}`);
    decodeURI(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

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

/** Every page, the 404 one included, with a CSP of its inline scripts' hashes (no nonce in Astro). */
export function astroPageHandler(options: {
  pages: AstroPages;
  siteUrl: string;
  contextFor: (req: ExpressRequest, res: ExpressResponse) => SiteContext;
  cspFor: (scriptHashes: string[]) => string;
  /** A slot lent during a slow call would wait for a worker that waits for the call: no lending. */
  offThread?: {
    pool: RenderPool;
    takes: (req: ExpressRequest) => boolean;
    platform: PlatformClient;
  };
}): RequestHandler {
  const { pages, siteUrl, offThread } = options;
  return async (req, res, next) => {
    const url = pageUrl(req.originalUrl, siteUrl);
    if (!url) return next(Object.assign(new URIError("undecodable path"), { status: 400 }));
    try {
      const rendered = offThread?.takes(req)
        ? await offThread.pool.render(webRequest(req, url), {
            ...options.contextFor(req, res),
            platform: offThread.platform,
          })
        : await renderResultOf(
            await pages.render(webRequest(req, url), options.contextFor(req, res)),
          );
      res.status(rendered.status);
      for (const [name, value] of rendered.headers) {
        if (name !== "content-length") res.setHeader(name, value);
      }
      if (rendered.cookies.length > 0) res.setHeader("Set-Cookie", rendered.cookies);
      const type = String(res.getHeader("content-type") ?? "");
      if (type.startsWith("text/html")) {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Content-Security-Policy", options.cspFor(rendered.scriptHashes));
      }
      res.end(req.method === "HEAD" ? undefined : Buffer.from(rendered.body));
    } catch (error) {
      next(error);
    }
  };
}
