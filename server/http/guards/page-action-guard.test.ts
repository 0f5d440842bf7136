import type { AddressInfo } from "node:net";
import http from "node:http";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "#server/config";
import { PAGE_ACTION_BODY_LIMIT_BYTES, pageActionGuard } from "./page-action-guard";

const CONTACT_BODY_LIMIT_BYTES = PAGE_ACTION_BODY_LIMIT_BYTES;

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(pageActionGuard(parseConfig({ RATE_LIMIT_WRITES_PER_MINUTE: "3" }), { log: () => {} }));
  app.all("/{*splat}", (_req, res) => {
    res.status(200).send("handled");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so that headers like Transfer-Encoding are exactly what we say. */
function send(method: string, path: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("page action guard on /contact", () => {
  it("refuses a body over the limit before reading it, with a clear page", async () => {
    const response = await send("POST", "/contact", {
      ...form,
      "content-length": String(CONTACT_BODY_LIMIT_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain("<h1");
    expect(response.text).toContain("Message too large");
    expect(response.text).toContain("Please shorten it and try again.");
  });

  it("refuses a body of unknown length and methods other than POST", async () => {
    expect(
      (await send("POST", "/contact", { ...form, "transfer-encoding": "chunked" }, "a=1")).status,
    ).toBe(411);
    expect((await send("DELETE", "/contact", {})).status).toBe(405);
  });

  it("never limits reading the page", async () => {
    for (let n = 0; n < 5; n++) expect((await send("GET", "/contact", {})).status).toBe(200);
  });

  it("lets the limit of writes through per minute, then answers 429 with a clear page", async () => {
    // Two writes were counted above (the 413 and the 411); the DELETE is the third.
    const response = await send("POST", "/contact", form, "fullName=Jane");
    expect(response.status).toBe(429);
    expect(response.text).toContain("Too many messages");
    expect(response.text).toContain("Please wait a minute and try again.");
    expect(response.text).toContain('href="/contact"');
  });

  it("counts each form apart: another form still has its own limit", async () => {
    expect((await send("POST", "/?index", form, "a=1")).status).toBe(200);
  });
});

describe("page action guard under other spellings of the path", () => {
  it("counts every spelling of /contact against the same limit", async () => {
    await withGuard("5", async (origin) => {
      const spellings = [
        "/contact",
        "/%63ontact",
        "/%43ONTACT",
        "/x/%2E%2e/contact",
        "/./contact",
        "/x/../contact",
        "/CONTACT/",
        "/%2e/contact",
      ];
      const statuses: number[] = [];
      for (const path of spellings) {
        statuses.push((await rawPost(origin, path, "fullName=Jane")).status);
      }
      // Five accepted in all, whatever the spelling, then the limit answers.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      // Over the limit under one spelling, the limit page is the contact form's.
      expect((await rawPost(origin, "/%63ontact", "a=1")).text).toContain("Too many messages");
    });
  });

  it("counts /contact%00 and other control characters with /contact, and refuses them with 400", async () => {
    await withGuard("3", async (origin) => {
      const statuses: number[] = [];
      for (const path of ["/contact%00", "/contact%0d%0a", "/con%09tact", "/contact"]) {
        statuses.push((await rawPost(origin, path, "fullName=Jane")).status);
      }
      // Three counted (and refused), so the plain spelling is already over the limit.
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  });

  it("refuses an oversized body under any spelling, and chunked bodies, without reading", async () => {
    await withGuard("100", async (origin) => {
      for (const path of ["/%63ontact", "/?index", "/demo/WhatsappDemo"]) {
        const response = await rawPost(origin, path, "", {
          "content-length": String(100 * 1024 * 1024),
        });
        expect(response.status, path).toBe(413);
      }
      const chunked = await rawPost(origin, "/%43ONTACT", "a=1", {
        "transfer-encoding": "chunked",
      });
      expect(chunked.status).toBe(411);
    });
  });

  it("refuses a post from any origin but SITE_URL's with 400, logged at info level without a stack", async () => {
    const log: Record<string, unknown>[] = [];
    await withGuard(
      "100",
      async (origin) => {
        const response = await rawPost(origin, "/x/../contact", "a=1", {
          origin: "https://evil.example",
        });
        expect(response.status).toBe(400);
        // The Host's own origin is not enough: a page of a domain that resolves to this server
        // (DNS rebinding) sends its own name as Host and as Origin alike.
        const rebound = await rawPost(origin, "/contact", "a=1", {
          origin: "http://rebound.example",
          host: "rebound.example",
        });
        expect(rebound.status).toBe(400);
        // SITE_URL's origin is let through, whatever the Host; so is a post without Origin.
        const own = await rawPost(origin, "/contact", "a=1", { origin: "https://site.example" });
        expect(own.status).toBe(200);
        // Checked once, here, against SITE_URL: not again against the Host.
        expect(own.text).toBe("handled ");
        expect((await rawPost(origin, "/contact", "a=1")).status).toBe(200);
      },
      log,
      { SITE_URL: "https://site.example" },
    );
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ level: "info", message: "cross-site form post refused" });
    expect(log[0]).not.toHaveProperty("stack");
  });
});

async function withGuard(
  limit: string,
  run: (origin: string) => Promise<void>,
  log: Record<string, unknown>[] = [],
  env: Record<string, string> = {},
) {
  const app = express();
  app.use(
    pageActionGuard(parseConfig({ RATE_LIMIT_WRITES_PER_MINUTE: limit, ...env }), {
      log: (fields) => log.push(fields),
    }),
  );
  // What the handler after the guard sees of the Origin.
  app.all(
    "/{*splat}",
    (req, res) => void res.status(200).send(`handled ${req.get("origin") ?? ""}`),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A raw request line: `fetch` and `http.request` with a URL would normalise the path. */
function rawPost(origin: string, path: string, body: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          ...form,
          ...(headers["transfer-encoding"]
            ? {}
            : { "content-length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    // A declared length the body never reaches: the answer must come without it.
    if (Number(headers["content-length"] ?? 0) > Buffer.byteLength(body)) request.flushHeaders();
    else request.end(body);
  });
}
