import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PRERENDER_NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { parseConfig } from "./config";
import { PRERENDER_STAMP_FILE, prerenderedPages } from "./prerendered";

let buildDir: string;

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerender-test-"));
  const client = path.join(buildDir, "client");
  fs.mkdirSync(path.join(client, "pricing"), { recursive: true });
  fs.mkdirSync(path.join(client, "assets"), { recursive: true });
  const html = (title: string) =>
    `<html><head><title>${title}</title></head><body><script nonce="${PRERENDER_NONCE_PLACEHOLDER}">1</script></body></html>`;
  fs.writeFileSync(path.join(client, "index.html"), html("Home"));
  fs.writeFileSync(path.join(client, "pricing", "index.html"), html("Pricing"));
  fs.writeFileSync(path.join(client, "pricing.data"), "data");
  fs.writeFileSync(path.join(client, "assets", "ignored.html"), "no");
  fs.writeFileSync(
    path.join(buildDir, PRERENDER_STAMP_FILE),
    JSON.stringify({ siteUrl: "http://localhost:3000", studioUrl: "http://localhost:3000/studio" }),
  );
});
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

async function serve(env: Record<string, string>) {
  const logs: string[] = [];
  const { handler, count } = prerenderedPages({
    clientDir: path.join(buildDir, "client"),
    buildDir,
    config: parseConfig(env),
    log: (message) => logs.push(message),
  });
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
  return { base: `http://127.0.0.1:${address.port}`, server, logs, count };
}

describe("prerendered pages", () => {
  it("serves each page from memory with a fresh nonce per response", async () => {
    const { base, server, count } = await serve({});
    expect(count).toBe(3);
    const first = await (await fetch(`${base}/pricing`)).text();
    const second = await (await fetch(`${base}/pricing/`)).text();
    expect(first).toContain("<title>Pricing</title>");
    expect(first).toContain('nonce="nonce-1"');
    expect(second).toContain('nonce="nonce-2"');
    expect(first).not.toContain(PRERENDER_NONCE_PLACEHOLDER);
    const home = await fetch(`${base}/`);
    expect(home.headers.get("cache-control")).toBe("no-cache");
    expect(await (await fetch(`${base}/pricing.data`)).text()).toBe("data");
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

  it("renders everything per request when the configuration differs from the build's", async () => {
    const { base, server, logs, count } = await serve({ STUDIO_URL: "https://studio.example.com" });
    expect(count).toBe(0);
    expect((await fetch(`${base}/pricing`)).status).toBe(299);
    expect(logs.join("\n")).toMatch(/rendered per request/);
    server.close();
  });
});
