import fs from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSiteListener, type AppOptions } from "#server/app";
import { parseConfig } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import type { AstroPages } from "#server/http/pages/astro-pages";
import { SEAL_MANIFEST_FILE, sealPrerenderedFiles } from "#server/http/pages/page-seal";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "#server/http/pages/prerender-stamp";
import { layeredSpelling, type Spelling } from "#tests/fuzz/path-spellings";
import { migratedDataDir } from "#tests/support/pglite-template";
import { servedPath } from "./served-path";

describe("servedPath", () => {
  it("puts a path in RFC 3986's normal form", () => {
    expect(servedPath("/%63ontact")).toBe("/contact");
    expect(servedPath("/C%6Fntact/")).toBe("/Contact/");
    expect(servedPath("/x/../%2e/contact")).toBe("/contact");
    expect(servedPath("//admin//users")).toBe("/admin/users");
    expect(servedPath("\\admin\\users")).toBe("/admin/users");
    // Reserved and other characters stay encoded, their hex in upper case.
    expect(servedPath("/blog/a%2fb%3f%20c")).toBe("/blog/a%2Fb%3F%20c");
    expect(servedPath("/caf%c3%a9")).toBe("/caf%C3%A9");
  });

  it("refuses a path that still decodes after one pass, as Astro would decode it", () => {
    for (const path of [
      "/%2563ontact",
      "/c%256fntact",
      "/%25252563ontact",
      "/%2561dmin/inquiries.csv",
      "/x/%252e%252e/admin",
      "/blog/%2525",
    ]) {
      expect(servedPath(path), path).toBeUndefined();
    }
    // What one pass leaves undecodable or reserved is not decoded again by Astro either.
    expect(servedPath("/blog/100%25")).toBe("/blog/100%25");
    expect(servedPath("/blog/a%252Fb")).toBe("/blog/a%252Fb");
    expect(servedPath("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});

/**
 * Issue 56: every guard decides on the path the router serves. The real listener (server/app.ts)
 * in front of a page renderer that answers what Astro would route to, and the real API router
 * and database: each spelling of a path is refused (400) when it is encoded more than once, and
 * otherwise gets every decision the plain path gets (desk headers and render lane, the form's
 * write limit, the API and its limit).
 */
let port: number;
let buildDir: string;
let database: DatabaseHandle;
let closeServer: () => void;
const rendered: string[] = [];

/** Astro's own decoding: decodeURI until it stops changing (astro/dist/core/util/pathname.js). */
function astroPath(url: string): string {
  let path = new URL(url).pathname;
  for (;;) {
    let next: string;
    try {
      next = decodeURI(path);
    } catch {
      return path;
    }
    if (next === path) return path;
    path = next;
  }
}

beforeAll(async () => {
  // A build without prerendered pages: every page goes to the renderer below.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "served-path-build-"));
  fs.mkdirSync(path.join(buildDir, "client"));
  fs.writeFileSync(
    path.join(buildDir, PRERENDER_STAMP_FILE),
    JSON.stringify(prerenderStamp(parseConfig({}))),
  );
  sealPrerenderedFiles(path.join(buildDir, "client"), path.join(buildDir, SEAL_MANIFEST_FILE));
  database = await openDatabase({ dataDir: migratedDataDir("served-path-") });
  const pages: AstroPages = {
    hasPage: () => true,
    render: async (req) => {
      const path = astroPath(req.url);
      rendered.push(path);
      const csv = path.endsWith(".csv");
      return new Response(csv ? "id\n" : "<!doctype html><p>page</p>", {
        headers: { "Content-Type": csv ? "text/csv; charset=utf-8" : "text/html; charset=utf-8" },
      });
    },
  };
  const options: AppOptions = {
    config: parseConfig({
      LOG_REQUESTS: "false",
      RATE_LIMIT_WRITES_PER_MINUTE: "2",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      DATA_CACHE_TTL_SECONDS: "0",
    }),
    database,
    pages,
    buildDir,
    log: () => {},
    services: {
      desk: { enabled: true },
    } as unknown as AppOptions["services"],
  };
  const server = createServer(createSiteListener(options)).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  closeServer = () => server.close();
});
afterAll(async () => {
  closeServer?.();
  await database?.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

interface Decision {
  status: number;
  cacheControl: unknown;
  robots: unknown;
  /** The render budget's key (hashed): the desk's lane or the public one. */
  renderLane: unknown;
}

/** Exactly this target (fetch would normalise it). */
function send(method: string, target: string, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method,
          path: target,
          headers: body ? { "content-type": "application/json" } : {},
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

async function decisionOf(method: string, target: string, body?: string): Promise<Decision> {
  const { status, headers } = await send(method, target, body);
  const policy = String(headers["ratelimit-policy"] ?? "");
  return {
    status,
    cacheControl: headers["cache-control"],
    robots: headers["x-robots-tag"],
    renderLane: /pk=:([^:]+):/.exec(policy)?.[1],
  };
}

async function holdsFor(
  plain: string,
  check: (spelling: Spelling) => Promise<void>,
  numRuns = 120,
) {
  await fc.assert(fc.asyncProperty(layeredSpelling(plain), check), { numRuns });
}

describe("every guard decides on the path the router serves (issue 56)", () => {
  it("gives each spelling of the desk's pages and its CSV the plain path's headers and lane", async () => {
    for (const plain of ["/admin/inquiries", "/admin/users", "/admin/inquiries.csv", "/"]) {
      const expected = await decisionOf("GET", plain);
      await holdsFor(plain, async (spelling) => {
        const decision = await decisionOf("GET", spelling.path);
        if (spelling.levels >= 2) expect(decision.status, spelling.path).toBe(400);
        else expect(decision, spelling.path).toEqual(expected);
      });
    }
  }, 120_000);

  it("counts each spelling of a form's path against the plain path's write limit", async () => {
    for (const plain of ["/contact", "/?index"]) {
      // The form's allowance (2 a minute here) used up under its plain path.
      await send("POST", plain);
      await send("POST", plain);
      expect((await send("POST", plain)).status).toBe(429);
      const before = rendered.length;
      await holdsFor(plain, async (spelling) => {
        const { status } = await send("POST", spelling.path);
        expect(status, spelling.path).toBe(spelling.levels >= 2 ? 400 : 429);
      });
      // None of them reached the page and its action.
      expect(rendered.length).toBe(before);
    }
  }, 120_000);

  it("sends each spelling of the API's paths to the API and its one write limit", async () => {
    const plain = "/api/users/inquiry-form/";
    const expected = await decisionOf("GET", "/api/blogcategory/getCategories");
    await holdsFor("/api/blogcategory/getCategories", async (spelling) => {
      const decision = await decisionOf("GET", spelling.path);
      if (spelling.levels >= 2) expect(decision.status, spelling.path).toBe(400);
      else expect(decision, spelling.path).toEqual(expected);
    });
    for (let sent = 0; sent < 3; sent += 1) await send("POST", plain, "{}");
    expect((await send("POST", plain, "{}")).status).toBe(429);
    await holdsFor(plain, async (spelling) => {
      const { status } = await send("POST", spelling.path, "{}");
      expect(status, spelling.path).toBe(spelling.levels >= 2 ? 400 : 429);
    });
  }, 120_000);
});
