import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PRERENDER_NONCE_PLACEHOLDER } from "#app/shared/page-runtime/nonce-placeholder";
import { dataPageCache, type RenderedPage } from "./data-page-cache";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const pageHtml = (text: string) =>
  `<html><body><h1>${text}</h1><script nonce="${PRERENDER_NONCE_PLACEHOLDER}">window.x="${text}"</script></body></html>`;

async function serve(
  render: (pathname: string) => Promise<RenderedPage>,
  now: () => number,
): Promise<string> {
  const app = express();
  app.use(
    dataPageCache({
      render,
      isDataPage: (pathname) => pathname === "/templates" || pathname.startsWith("/blog/"),
      cspFor: (hashes) => `script-src ${hashes.join(" ")}`,
      ttlMs: 60_000,
      failureTtlMs: 5_000,
      now,
    }),
  );
  app.use((_req, res) => res.status(299).send("rendered per request"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ok = (text: string): RenderedPage => ({
  status: 200,
  contentType: "text/html; charset=utf-8",
  body: pageHtml(text),
  degraded: false,
});

describe("data page cache", () => {
  it("renders a page once for 50 concurrent visitors and seals it", async () => {
    const time = clock();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = vi.fn(async () => {
      await gate;
      return ok("Templates");
    });
    const base = await serve(render, time.now);

    const answers = Array.from({ length: 50 }, () => fetch(`${base}/templates`));
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    release();
    const responses = await Promise.all(answers);
    const bodies = await Promise.all(responses.map((response) => response.text()));

    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain(PRERENDER_NONCE_PLACEHOLDER);
    const script = 'window.x="Templates"';
    const hash = createHash("sha256").update(script).digest("base64");
    expect(responses[0]!.headers.get("content-security-policy")).toBe(
      `script-src 'sha256-${hash}'`,
    );
    expect(responses[0]!.headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60",
    );
    expect(new Set(responses.map((response) => response.headers.get("etag"))).size).toBe(1);
  });

  it("renders again after the TTL, and answers 304 to a matching If-None-Match", async () => {
    const time = clock();
    let version = 0;
    const render = vi.fn(async () => ok(`v${++version}`));
    const base = await serve(render, time.now);

    const first = await fetch(`${base}/blog/a`, { headers: { "accept-encoding": "identity" } });
    expect(await first.text()).toContain("v1");
    const etag = first.headers.get("etag")!;
    const revalidated = await fetch(`${base}/blog/a`, {
      headers: {
        "if-none-match": etag,
        "accept-encoding": "identity",
        "cache-control": "max-age=0",
      },
    });
    expect(revalidated.status).toBe(304);

    time.advance(60_001);
    await fetch(`${base}/blog/a`); // stale: answered at once, revalidated in the background
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    // The second render has run; sealing it (brotli and gzip) is asynchronous, so the fresh
    // answer may take a moment longer to replace the stale one. Poll for it.
    let fresh!: Response;
    await vi.waitFor(async () => {
      fresh = await fetch(`${base}/blog/a`, { headers: { "accept-encoding": "identity" } });
      expect(await fresh.text()).toContain("v2");
    });
    expect(render).toHaveBeenCalledTimes(2);
    expect(fresh.headers.get("etag")).not.toBe(etag);
  });

  it("answers gzip and HEAD with the same headers, without a body", async () => {
    const base = await serve(async () => ok("Gzip"), clock().now);
    const get = await fetch(`${base}/templates`, { headers: { "accept-encoding": "gzip" } });
    const raw = Buffer.from(await get.arrayBuffer());
    expect(get.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes gzip itself; what arrives is the page either way.
    expect(
      raw.toString("utf8").includes("Gzip") || gunzipSync(raw).toString().includes("Gzip"),
    ).toBe(true);
    const head = await fetch(`${base}/templates`, {
      method: "HEAD",
      headers: { "accept-encoding": "gzip" },
    });
    for (const name of ["etag", "cache-control", "content-security-policy", "content-length"]) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    expect(await head.text()).toBe("");
  });

  it("keeps a degraded render (platform error state) for the failure TTL only, uncached downstream", async () => {
    const time = clock();
    const render = vi
      .fn<() => Promise<RenderedPage>>()
      .mockResolvedValueOnce({ ...ok("Failed to load"), degraded: true })
      .mockResolvedValue(ok("Recovered"));
    const base = await serve(render, time.now);

    const failed = await fetch(`${base}/templates`);
    expect(await failed.text()).toContain("Failed to load");
    expect(failed.headers.get("cache-control")).toBe("private, no-cache");
    time.advance(4_999);
    expect(await (await fetch(`${base}/templates`)).text()).toContain("Failed to load");
    expect(render).toHaveBeenCalledTimes(1);

    time.advance(1);
    expect(await (await fetch(`${base}/templates`)).text()).toContain("Recovered");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("answers campaign visits (tracking parameters only) from the cache", async () => {
    const render = vi.fn(async () => ok("cached"));
    const base = await serve(render, clock().now);
    const plain = await (await fetch(`${base}/templates`)).text();
    const campaign = await fetch(`${base}/templates?utm_source=newsletter&gclid=abc`);
    expect(campaign.status).toBe(200);
    expect(await campaign.text()).toBe(plain);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("leaves query strings, other paths and other methods to the per-request renderer", async () => {
    const render = vi.fn(async () => ok("cached"));
    const base = await serve(render, clock().now);
    for (const [url, init] of [
      [`${base}/templates?category=sales`, {}],
      [`${base}/pricing`, {}],
      [`${base}/templates`, { method: "POST" }],
    ] as const) {
      const response = await fetch(url, init);
      expect(response.status, url).toBe(299);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it("falls back to the per-request renderer when rendering throws", async () => {
    const base = await serve(async () => {
      throw new Error("render crashed");
    }, clock().now);
    const response = await fetch(`${base}/templates`);
    expect(response.status).toBe(299);
  });
});
