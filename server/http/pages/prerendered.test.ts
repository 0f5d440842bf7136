import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";
import { parseConfig } from "#server/config";
import { SEAL_MANIFEST_FILE, inlineScriptHashes, sealPrerenderedFiles } from "./page-seal";
import { PRERENDER_STAMP_FILE, prerenderStamp } from "./prerender-stamp";
import { prerenderedPages } from "./prerendered";
import type { RenderedFile } from "./reseal";

let buildDir: string;

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerender-test-"));
  const client = path.join(buildDir, "client");
  fs.mkdirSync(path.join(client, "pricing"), { recursive: true });
  fs.mkdirSync(path.join(client, "assets"), { recursive: true });
  const html = (title: string) =>
    `<html><head><title>${title}</title><script type="application/ld+json">{"a":1}</script></head>` +
    `<body>${"<p>Plans and prices</p>".repeat(50)}<script nonce="${PRERENDER_NONCE_PLACEHOLDER}">window.a=1</script>` +
    `<script type="module" async="" nonce="${PRERENDER_NONCE_PLACEHOLDER}">import "/assets/x.js";</script>` +
    `<script src="/assets/y.js" nonce="${PRERENDER_NONCE_PLACEHOLDER}"></script></body></html>`;
  fs.writeFileSync(path.join(client, "index.html"), html("Home"));
  fs.writeFileSync(path.join(client, "pricing", "index.html"), html("Pricing"));
  fs.writeFileSync(path.join(client, "assets", "ignored.html"), "no");
  fs.writeFileSync(
    path.join(buildDir, PRERENDER_STAMP_FILE),
    JSON.stringify(prerenderStamp(parseConfig({}))),
  );
  sealPrerenderedFiles(client, path.join(buildDir, SEAL_MANIFEST_FILE));
});
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

async function serve(
  env: Record<string, string>,
  options: {
    render?: (urlPath: string) => Promise<RenderedFile>;
    stopped?: () => boolean;
  } = {},
) {
  const logs: Array<Record<string, unknown>> = [];
  const pages = prerenderedPages({
    clientDir: path.join(buildDir, "client"),
    buildDir,
    config: parseConfig(env),
    log: (fields) => logs.push(fields),
    ...options,
  });
  const { handler } = pages;
  const count = pages.status().sealed;
  let nonce = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce-${++nonce}`;
    next();
  });
  app.use(handler);
  app.use((_req, res) => res.status(299).send("rendered per request"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address() as { port: number };
  const text = () =>
    logs.map((line) => `${String(line.level)}: ${String(line.message)}`).join("\n");
  return { base: `http://127.0.0.1:${address.port}`, server, logs, text, count, pages };
}

describe("prerendered pages", () => {
  it("serves every visitor the same sealed bytes, with a CSP of exactly its inline scripts' hashes", async () => {
    const { base, server, count } = await serve({});
    expect(count).toBe(2);
    const first = await fetch(`${base}/pricing`);
    const second = await fetch(`${base}/pricing/`);
    const body = await first.text();
    expect(body).toContain("<title>Pricing</title>");
    expect(await second.text()).toBe(body);
    expect(body).not.toContain(PRERENDER_NONCE_PLACEHOLDER);
    expect(body).not.toContain("nonce=");
    const scriptSrc = /script-src ([^;]*)/.exec(first.headers.get("content-security-policy")!)![1]!;
    const hashes = inlineScriptHashes(body);
    // The classic and the module inline script; the JSON-LD block and the src script need none.
    expect(hashes).toHaveLength(2);
    expect(scriptSrc.split(" ")).toEqual(["'self'", ...hashes]);
    expect(scriptSrc).not.toContain("nonce");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400",
    );
    server.close();
  });

  it("compresses once: brotli, gzip or identity by Accept-Encoding, each with its own strong ETag", async () => {
    const { base, server } = await serve({});
    const etags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await fetch(`${base}/pricing`, {
        headers: { "accept-encoding": encoding },
      });
      // fetch decodes the body; the header says what travelled.
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(await response.text()).toContain("<title>Pricing</title>");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[^"]+"$/);
      etags.add(etag);
    }
    expect(etags.size).toBe(3);
    server.close();
  });

  it("answers 304 without a body to a matching If-None-Match, for GET and HEAD", async () => {
    const { base, server } = await serve({});
    const first = await fetch(`${base}/pricing`, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag")!;
    // What a browser sends when it revalidates (fetch would add "no-cache", which asks for a
    // full answer, as it should).
    const revalidate = { "accept-encoding": "br", "cache-control": "max-age=0" };
    for (const method of ["GET", "HEAD"]) {
      const again = await fetch(`${base}/pricing`, {
        method,
        headers: { ...revalidate, "if-none-match": etag },
      });
      expect(again.status, method).toBe(304);
      expect(await again.text()).toBe("");
    }
    const stale = await fetch(`${base}/pricing`, {
      headers: { ...revalidate, "if-none-match": '"something-else"' },
    });
    expect(stale.status).toBe(200);
    server.close();
  });

  it("answers HEAD with the same headers as GET", async () => {
    const { base, server } = await serve({});
    const get = await fetch(`${base}/pricing`, { headers: { "accept-encoding": "gzip" } });
    const head = await fetch(`${base}/pricing`, {
      method: "HEAD",
      headers: { "accept-encoding": "gzip" },
    });
    for (const name of [
      "content-type",
      "content-length",
      "content-encoding",
      "cache-control",
      "etag",
      "vary",
      "content-security-policy",
    ]) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    expect(await head.text()).toBe("");
    server.close();
  });

  it("takes the CDN lifetimes from the configuration", async () => {
    const { base, server } = await serve({
      CDN_MAX_AGE_SECONDS: "60",
      CDN_STALE_WHILE_REVALIDATE_SECONDS: "600",
    });
    expect((await fetch(`${base}/`)).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600",
    );
    server.close();
  });

  it("leaves requests with a query, other methods and unknown paths to the renderer", async () => {
    const { base, server } = await serve({});
    expect((await fetch(`${base}/pricing?agents=3`)).status).toBe(299);
    expect((await fetch(`${base}/pricing`, { method: "POST" })).status).toBe(299);
    expect((await fetch(`${base}/missing`)).status).toBe(299);
    expect((await fetch(`${base}/assets/ignored.html`)).status).toBe(299);
    server.close();
  });

  it("serves the sealed bytes when the query holds only tracking parameters", async () => {
    const { base, server } = await serve({});
    const plain = await fetch(`${base}/pricing`, { headers: { "accept-encoding": "identity" } });
    const tagged = await fetch(`${base}/pricing?utm_source=x&utm_medium=email&gclid=1`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await tagged.text()).toBe(await plain.text());
    // One page parameter among the tags: the page may differ, so it is rendered.
    expect((await fetch(`${base}/pricing?utm_source=x&agents=3`)).status).toBe(299);
    server.close();
  });

  it("renders everything per request when the configuration differs and it cannot re-seal", async () => {
    const { base, server, text, count } = await serve({ STUDIO_URL: "https://studio.example.com" });
    expect(count).toBe(0);
    expect((await fetch(`${base}/pricing`)).status).toBe(299);
    expect(text()).toMatch(
      /^warn: .*STUDIO_URL: "http:\/\/localhost:3000\/studio" → "https:\/\/studio\.example\.com".*rendered per request/m,
    );
    server.close();
  });

  it.each([
    ["SITE_URL", { SITE_URL: "https://www.example.com" }],
    ["LOGO_CDN_URL", { LOGO_CDN_URL: "https://logos.example.com" }],
    ["ANALYTICS_*", { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "example.com" }],
  ])(
    "re-seals in the background when %s differs from the build's, per request until then",
    async (variable, env) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const rendered: string[] = [];
      const { base, server, text, pages } = await serve(env, {
        render: async (urlPath) => {
          await gate;
          rendered.push(urlPath);
          const body = `<html><body>new ${urlPath}<script nonce="${PRERENDER_NONCE_PLACEHOLDER}">window.b=2</script></body></html>`;
          return { status: 200, body: Buffer.from(body) };
        },
      });
      expect(pages.status()).toEqual({ state: "resealing", sealed: 0, total: 2 });
      expect((await fetch(`${base}/pricing`)).status).toBe(299);
      expect(text()).toContain(
        `warn: the prerendered pages were built with another public configuration (${variable}: `,
      );

      release();
      const report = await pages.resealed;
      expect(report).toMatchObject({ sealed: 2, failed: [], stopped: false });
      expect(rendered).toEqual(["/", "/pricing"]);
      expect(pages.status()).toEqual({ state: "static", sealed: 2, total: 2 });
      const page = await fetch(`${base}/pricing`, { headers: { "accept-encoding": "br" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-encoding")).toBe("br");
      expect(page.headers.get("cache-control")).toMatch(/^public, .*s-maxage=300/);
      const body = await page.text();
      expect(body).toBe("<html><body>new /pricing<script>window.b=2</script></body></html>");
      expect(page.headers.get("content-security-policy")).toContain(inlineScriptHashes(body)[0]);
      expect(text()).toMatch(/^info: re-sealed 2\/2 prerendered files in \d+ ms/m);
      server.close();
    },
  );

  it("leaves a file that fails to render to the per-request renderer and says so", async () => {
    const { base, server, text, pages } = await serve(
      { SITE_URL: "https://www.example.com" },
      {
        render: async (urlPath) =>
          urlPath === "/pricing"
            ? { status: 500, body: Buffer.from("oops") }
            : { status: 200, body: Buffer.from(`<p>${urlPath}</p>`) },
      },
    );
    expect(await pages.resealed).toMatchObject({ sealed: 1, failed: ["/pricing"] });
    expect(pages.status()).toEqual({ state: "per-request", sealed: 1, total: 2 });
    expect((await fetch(`${base}/pricing`)).status).toBe(299);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(text()).toMatch(/^error: re-sealing a prerendered file failed/m);
    expect(text()).toMatch(/^warn: re-sealed 1\/2 .*\(1 stay rendered per request\)/m);
    server.close();
  });

  it("stops re-sealing when the server shuts down", async () => {
    let stopping = false;
    const { server, pages } = await serve(
      { SITE_URL: "https://www.example.com" },
      {
        stopped: () => stopping,
        render: async (urlPath) => {
          stopping = true;
          return { status: 200, body: Buffer.from(urlPath) };
        },
      },
    );
    expect(await pages.resealed).toMatchObject({ sealed: 1, stopped: true });
    expect(pages.status().state).toBe("per-request");
    server.close();
  });

  it("re-seals when the build's stamp lacks a field (an older build)", async () => {
    const stampFile = path.join(buildDir, PRERENDER_STAMP_FILE);
    const original = fs.readFileSync(stampFile, "utf8");
    const { logoCdnUrl: _dropped, ...older } = prerenderStamp(parseConfig({}));
    fs.writeFileSync(stampFile, JSON.stringify(older));
    try {
      const { server, text, count } = await serve({});
      expect(count).toBe(0);
      expect(text()).toContain("LOGO_CDN_URL: (absent) → null");
      server.close();
    } finally {
      fs.writeFileSync(stampFile, original);
    }
  });

  it("adds the analytics script and collector to a sealed page's CSP when the build had them", async () => {
    const env = {
      ANALYTICS_PROVIDER: "ga4",
      ANALYTICS_SITE_ID: "G-TEST123",
    };
    const stampFile = path.join(buildDir, PRERENDER_STAMP_FILE);
    const original = fs.readFileSync(stampFile, "utf8");
    fs.writeFileSync(stampFile, JSON.stringify(prerenderStamp(parseConfig(env))));
    try {
      const { base, server, count } = await serve(env);
      expect(count).toBe(2);
      const csp = (await fetch(`${base}/pricing`)).headers.get("content-security-policy")!;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(" ");
      expect(scriptSrc).toContain("https://www.googletagmanager.com/gtag/js");
      expect(scriptSrc.filter((source) => source.startsWith("https:"))).toHaveLength(1);
      expect(/connect-src ([^;]*)/.exec(csp)![1]!.split(" ")).toEqual([
        "'self'",
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
      ]);
      server.close();
    } finally {
      fs.writeFileSync(stampFile, original);
    }
  });
});
