import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  SEARCH_INDEX_PATH,
  SEARCH_WORKER_CSP,
  searchIndexCacheControl,
  searchIndexFiles,
} from "./search-index";

let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  fs.mkdirSync(path.join(dir, "fragment"));
  fs.writeFileSync(path.join(dir, "pagefind.js"), "export {};\n");
  fs.writeFileSync(path.join(dir, "pagefind-worker.js"), "self.onmessage = () => {};\n");
  fs.writeFileSync(path.join(dir, "pagefind-entry.json"), "{}");
  fs.writeFileSync(path.join(dir, "pagefind.en_3f2a.pf_meta"), Buffer.from([1, 2]));
  fs.writeFileSync(path.join(dir, "fragment", "en_9a1b.pf_fragment"), Buffer.from([3, 4]));

  const app = express();
  // The site's own policy on every answer, as the server's security headers set it.
  app.use((_req, res, next) => {
    res.set("Content-Security-Policy", "default-src 'self'; script-src 'self'");
    next();
  });
  app.use(SEARCH_INDEX_PATH, searchIndexFiles(dir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEARCH_INDEX_PATH}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the search index's files", () => {
  it("keeps the files named by their content for a year", async () => {
    for (const file of ["pagefind.en_3f2a.pf_meta", "fragment/en_9a1b.pf_fragment"]) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control"), file).toBe(
        searchIndexCacheControl.contentNamed,
      );
    }
  });

  it("has the browser revalidate the files whose names stay (entry, scripts)", async () => {
    for (const file of ["pagefind.js", "pagefind-entry.json", "pagefind-worker.js"]) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control"), file).toBe(searchIndexCacheControl.other);
      expect(response.headers.get("etag"), file).toBeTruthy();
    }
  });

  it("lets only the worker compile WebAssembly", async () => {
    const worker = await fetch(`${base}/pagefind-worker.js`);
    expect(worker.headers.get("content-security-policy")).toBe(SEARCH_WORKER_CSP);
    expect(SEARCH_WORKER_CSP).toContain("'wasm-unsafe-eval'");
    expect(SEARCH_WORKER_CSP).not.toContain("'unsafe-eval'");
    const script = await fetch(`${base}/pagefind.js`);
    expect(script.headers.get("content-security-policy")).not.toContain("wasm-unsafe-eval");
  });

  it("answers 404 for a file it does not have, without falling through to a page", async () => {
    expect((await fetch(`${base}/nothing.js`)).status).toBe(404);
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});
