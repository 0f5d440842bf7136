import fs from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import { PRERENDER_NONCE_PLACEHOLDER } from "../app/lib/nonce";
import type { Config } from "./config";

/** What the build baked into the prerendered pages (written by react-router.config.ts). */
export interface PrerenderStamp {
  siteUrl: string;
  studioUrl: string;
}
export const PRERENDER_STAMP_FILE = "prerender-stamp.json";

interface PrerenderedFile {
  body: string;
  contentType: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") walk(full, out);
    } else if (entry.name.endsWith(".html") || entry.name.endsWith(".data")) {
      out.push(full);
    }
  }
  return out;
}

/** URL path of a prerendered file: pricing/index.html → /pricing, pricing.data → /pricing.data. */
function urlPathOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"/index.html".length)}`;
  return `/${relative}`;
}

/**
 * Serves the prerendered pages from memory with a fresh CSP nonce per response. Requests with
 * a query string go to the server renderer, because the query can change the page (filters,
 * calculator inputs). When the running configuration differs from the one the build baked in,
 * nothing is served from here and every page is rendered per request.
 */
export function prerenderedPages(options: {
  clientDir: string;
  buildDir: string;
  config: Config;
  log: (message: string) => void;
}): { handler: RequestHandler; count: number } {
  const files = new Map<string, PrerenderedFile>();
  const stampPath = path.join(options.buildDir, PRERENDER_STAMP_FILE);
  let stamp: PrerenderStamp | undefined;
  try {
    stamp = JSON.parse(fs.readFileSync(stampPath, "utf8")) as PrerenderStamp;
  } catch {
    stamp = undefined;
  }
  const matches =
    stamp?.siteUrl === options.config.siteUrl && stamp.studioUrl === options.config.studioUrl;

  if (!matches) {
    options.log(
      stamp
        ? `prerendered pages were built for SITE_URL=${stamp.siteUrl} STUDIO_URL=${stamp.studioUrl}; ` +
            `running with SITE_URL=${options.config.siteUrl} STUDIO_URL=${options.config.studioUrl}, so every page is rendered per request`
        : "no prerender stamp found; every page is rendered per request",
    );
  } else {
    for (const file of walk(options.clientDir)) {
      files.set(urlPathOf(options.clientDir, file), {
        body: fs.readFileSync(file, "utf8"),
        contentType: file.endsWith(".html")
          ? "text/html; charset=utf-8"
          : "text/x-script; charset=utf-8",
      });
    }
  }

  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || files.size === 0) return next();
    if (req.originalUrl.includes("?")) return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const file = files.get(pathname);
    if (!file) return next();
    const nonce = String(res.locals.cspNonce);
    res.set("Content-Type", file.contentType);
    // The nonce changes per response, so HTML is revalidated rather than cached.
    res.set("Cache-Control", "no-cache");
    res.send(file.body.replaceAll(PRERENDER_NONCE_PLACEHOLDER, nonce));
  };
  return { handler, count: files.size };
}
