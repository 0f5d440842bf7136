import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { SiteContext } from "#app/context";
import { PlatformError, type PlatformClient } from "#app/shared/platform/platform";
import { publicConfig } from "#server/config";
import { parseConfig } from "#server/config";
import { createRenderPool, type RenderPool } from "./render-pool";

/**
 * A stand-in for Astro's entry (build/astro/server/entry.mjs): renders what the worker's context
 * holds, so the test sees what crossed the thread.
 */
const ENTRY = `
import { isMainThread, threadId } from "node:worker_threads";
let configured;
export function configure(config) { configured = config; }
export async function render(request, site) {
  const url = new URL(request.url);
  let templates;
  try {
    templates = (await site.platform.getTemplates()).length;
  } catch (error) {
    templates = error.name + ":" + error.kind + ":" + error.status;
  }
  const body = "<!doctype html><script>window.x=1</script>" + JSON.stringify({
    path: url.pathname, query: url.search, method: request.method,
    accept: request.headers.get("accept"), nonce: site.cspNonce, requestId: site.requestId,
    client: site.clientAddress, site: configured.siteUrl, templates, mainThread: isMainThread, threadId,
  });
  return new Response(body, {
    status: url.pathname === "/missing" ? 404 : 200,
    headers: [["content-type", "text/html"], ["set-cookie", "a=1"], ["set-cookie", "b=2"], ["x-page", "yes"]],
  });
}
`;

let dir: string;
let pool: RenderPool;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "render-pool-"));
  fs.writeFileSync(path.join(dir, "entry.mjs"), ENTRY);
  pool = createRenderPool({
    entryFile: path.join(dir, "entry.mjs"),
    config: publicConfig(parseConfig({ SITE_URL: "https://site.example" })),
    threads: 1,
  });
});
afterAll(async () => {
  await pool?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const site = (platform: Partial<PlatformClient>) =>
  ({
    platform,
    cspNonce: "nonce-123",
    requestId: "request-7",
    clientAddress: "203.0.113.9",
  }) as unknown as SiteContext;

describe("the render pool", () => {
  it("renders on a worker thread, with the main thread's platform and the request's context", async () => {
    const result = await pool.render(
      new Request("https://site.example/templates?q=agent", { headers: { accept: "text/html" } }),
      site({ getTemplates: async () => [{}, {}, {}] as never }),
    );
    expect(result.status).toBe(200);
    const page = JSON.parse(Buffer.from(result.body).toString("utf8").split("</script>")[1]!);
    expect(page).toMatchObject({
      path: "/templates",
      query: "?q=agent",
      method: "GET",
      accept: "text/html",
      nonce: "nonce-123",
      requestId: "request-7",
      client: "203.0.113.9",
      site: "https://site.example",
      templates: 3,
      mainThread: false,
    });
    expect(result.headers).toContainEqual(["x-page", "yes"]);
    expect(result.cookies).toEqual(["a=1", "b=2"]);
    // The inline script's hash, for the page's CSP, counted in the worker.
    expect(result.scriptHashes).toHaveLength(1);
    expect(result.scriptHashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it("answers an alias with its target's page, as the main thread does", async () => {
    const result = await pool.render(
      new Request("https://site.example/privacy"),
      site({ getTemplates: async () => [] }),
    );
    const page = JSON.parse(Buffer.from(result.body).toString("utf8").split("</script>")[1]!);
    expect(page).toMatchObject({ path: "/privacy-policy" });
  });

  it("hands a platform failure to the page as the PlatformError it was", async () => {
    const result = await pool.render(
      new Request("https://site.example/missing"),
      site({
        getTemplates: () => Promise.reject(new PlatformError("down", "status", 503, 2000)),
      }),
    );
    expect(result.status).toBe(404);
    expect(Buffer.from(result.body).toString("utf8")).toContain(
      '"templates":"PlatformError:status:503"',
    );
  });
});
