import path from "node:path";

import express, { type RequestHandler } from "express";

/** Where the build writes the site search's index (scripts/build-search-index.ts). */
export const SEARCH_INDEX_PATH = "/pagefind";

const CONTENT_NAMED = /\.pf_(meta|index|fragment|filter)$/;
const WORKER_FILE = "pagefind-worker.js";

/**
 * Only the worker that searches may compile WebAssembly: a dedicated worker runs under the
 * policy its script is sent with, so the pages keep theirs.
 */
export const SEARCH_WORKER_CSP =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

export const searchIndexCacheControl = {
  /** Index chunks are named by their content. */
  contentNamed: "public, max-age=31536000, immutable",
  other: "public, max-age=0, must-revalidate",
} as const;

export function searchIndexFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: false,
    setHeaders: (res, file) => {
      const name = path.basename(file);
      res.set(
        "Cache-Control",
        CONTENT_NAMED.test(name)
          ? searchIndexCacheControl.contentNamed
          : searchIndexCacheControl.other,
      );
      if (name === WORKER_FILE) res.set("Content-Security-Policy", SEARCH_WORKER_CSP);
    },
  });
}
