import fs from "node:fs";
import {
  createServer,
  request,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";
import { createApp, createSiteListener, type AppOptions } from "#server/app";
import { parseConfig } from "#server/config";
import type { DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { SEAL_MANIFEST_FILE, sealPrerenderedFiles } from "./page-seal";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "./prerender-stamp";
import { sealedFastPath } from "./sealed-fast-path";
import type { AstroPages } from "./astro-pages";
import { openDatabase } from "#server/db/client";
import { contentRedirects } from "#server/bundled-platform/schema";
import { createRedirects } from "#server/http/redirects";

let buildDir: string;
const closers: (() => void)[] = [];

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-path-test-"));
  const client = path.join(buildDir, "client");
  fs.mkdirSync(path.join(client, "pricing"), { recursive: true });
  fs.writeFileSync(
    path.join(client, "pricing", "index.html"),
    `<html><body>${"<p>Plans</p>".repeat(40)}<script nonce="${PRERENDER_NONCE_PLACEHOLDER}">window.a=1</script></body></html>`,
  );
  fs.writeFileSync(
    path.join(buildDir, PRERENDER_STAMP_FILE),
    JSON.stringify(prerenderStamp(parseConfig({}))),
  );
  sealPrerenderedFiles(client, path.join(buildDir, SEAL_MANIFEST_FILE));
});
afterAll(() => {
  for (const close of closers) close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

function options(render: () => Response): AppOptions {
  const database = { db: {}, kind: "pglite", ping: async () => true, close: async () => {} };
  const pages: AstroPages = { hasPage: () => true, render: async () => render() };
  return {
    config: parseConfig({ LOG_REQUESTS: "false" }),
    database: database as unknown as DatabaseHandle,
    pages,
    buildDir,
    log: () => {},
    // Never reached: these tests only ask for prerendered pages.
    services: {} as AppOptions["services"],
  };
}

async function listen(listener: RequestListener): Promise<number> {
  const server = createServer(listener).listen(0, "127.0.0.1");
  closers.push(() => server.close());
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw request (fetch would normalise the path and add headers of its own). */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const VARYING = new Set(["date", "x-request-id", "connection", "keep-alive"]);
const stable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

describe("the sealed fast path", () => {
  it("answers a prerendered page with the same status, headers and bytes as the Express app", async () => {
    const expressOnly = await listen(createApp(options(() => new Response("rendered"))));
    const fast = await listen(createSiteListener(options(() => new Response("rendered"))));
    for (const encoding of ["br", "gzip", "identity"]) {
      const viaExpress = await get(expressOnly, "/pricing", { "accept-encoding": encoding });
      const viaFastPath = await get(fast, "/pricing", { "accept-encoding": encoding });
      expect(viaFastPath.status).toBe(200);
      expect(viaFastPath.body.equals(viaExpress.body), encoding).toBe(true);
      expect(stable(viaFastPath.headers), encoding).toEqual(stable(viaExpress.headers));
      expect(viaFastPath.headers["x-request-id"]).toBeTruthy();
    }
    const etag = (await get(fast, "/pricing", { "accept-encoding": "br" })).headers.etag as string;
    const notModified = await get(fast, "/pricing", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("answers a moved prerendered page with its redirect, never with the sealed page", async () => {
    const database = await openDatabase({ dataDir: migratedDataDir() });
    await database.db.insert(contentRedirects).values({ fromPath: "/pricing", toPath: "/plans" });
    const redirects = await createRedirects({ db: database.db, refreshMs: 60_000 });
    try {
      const fast = await listen(
        createSiteListener({ ...options(() => new Response("rendered")), redirects }),
      );
      const moved = await get(fast, "/pricing");
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("/plans");
      // Through Express: the usual headers come with it.
      expect(moved.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      redirects.stop();
      await database.close();
    }
  }, 60_000);

  it("takes only plain GET and HEAD requests with a Host; leaves everything else to Express", () => {
    const page = {
      status: 200,
      contentType: "text/html",
      etag: "e",
      csp: "",
      bytes: {
        identity: Buffer.from("x"),
        br: Buffer.from("x"),
        gzip: Buffer.from("x"),
      },
    };
    const lookup = vi.fn((pathname: string) => (pathname === "/pricing" ? page : undefined));
    const answer = sealedFastPath({
      lookup,
      cacheControl: "public",
      baseHeaders: {},
      requestId: () => "id",
    });
    const response = () => ({ writeHead: vi.fn(), end: vi.fn() }) as unknown as ServerResponse;
    const take = (method: string, url: string, headers: Record<string, string> = { host: "a" }) =>
      answer({ method, url, headers } as unknown as IncomingMessage, response());

    expect(take("GET", "/pricing")).toBe(true);
    expect(take("HEAD", "/pricing/")).toBe(true);
    for (const url of [
      "/%70ricing",
      "/./pricing",
      "/x/../pricing",
      "//pricing",
      "//",
      "/pricing?plan=growth",
      "/pricing#a",
      "/PRICING",
      "/other",
    ]) {
      expect(take("GET", url), url).toBe(false);
    }
    expect(take("POST", "/pricing")).toBe(false);
    expect(take("TRACE", "/pricing")).toBe(false);
    expect(take("GET", "/pricing", {})).toBe(false);
    expect(take("GET", "/pricing", { host: "a b" })).toBe(false);
    expect(take("GET", "/pricing", { host: "x:99999999999" })).toBe(false);
    expect(take("GET", "/pricing", { host: "a", "x-forwarded-host": "b" })).toBe(false);
  });
});
