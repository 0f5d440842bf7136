import fs from "node:fs";
import path from "node:path";

import type { SealManifest } from "#server/http/pages/page-seal";
import { expect, test } from "./support/fixtures";
import { BASE_URL, startSiteServer, type SiteServer } from "./support/servers";

/**
 * A server started with another public configuration than the build's re-seals the prerendered
 * pages in the background (server/http/pages/reseal.ts) and serves them as static,
 * CDN-cacheable bytes again, with the new values in them. The build was made for BASE_URL.
 */

test.describe.configure({ mode: "serial" });

const manifest = JSON.parse(
  fs.readFileSync(path.resolve("build/prerender-seal.json"), "utf8"),
) as SealManifest;
const htmlPaths = Object.keys(manifest);

/** /readyz tells its `pages` only to METRICS_TOKEN's bearer. */
const DETAILS_TOKEN = "e2e-readyz-details-token-0123456789";

interface PagesStatus {
  state: string;
  sealed: number;
  total: number;
}

/** Polls /readyz until every prerendered file is sealed; returns how long that took. */
async function waitUntilSealed(server: SiteServer, timeoutMs = 240_000) {
  const started = Date.now();
  const seen: PagesStatus[] = [];
  for (;;) {
    const response = await fetch(`${server.url}/readyz`, {
      headers: { authorization: `Bearer ${DETAILS_TOKEN}` },
    });
    const { pages } = (await response.json()) as { pages: PagesStatus };
    expect(response.status, "ready while re-sealing").toBe(200);
    seen.push(pages);
    if (pages.state === "static") return { ms: Date.now() - started, seen };
    if (pages.state === "per-request") throw new Error(`re-seal failed:\n${server.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`not sealed after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const staticCacheControl = /^public, max-age=0, must-revalidate, s-maxage=\d+/;

async function page(server: SiteServer, urlPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${urlPath}`, {
    headers: { "accept-encoding": "identity", ...headers },
  });
  return { response, body: await response.text() };
}

// One server for every changed value: a re-seal of every page is the costliest step here. The
// reason names each changed value, so a value left out of the comparison would show there.
test.describe("another SITE_URL, analytics provider and logo CDN", () => {
  const siteUrl = "https://www.example.test";
  const logoCdn = "https://logos.example.test/img";
  let server: SiteServer;
  let sealedAfter: Awaited<ReturnType<typeof waitUntilSealed>>;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startSiteServer(
      {
        SITE_URL: siteUrl,
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_SITE_ID: "example.test",
        LOGO_CDN_URL: logoCdn,
        LOG_REQUESTS: "false",
        METRICS_TOKEN: DETAILS_TOKEN,
      },
      { tuning: { reseal: true } },
    );
    // Right after the start the pages are rendered per request, never the build's stale bytes.
    const early = await page(server, "/pricing");
    if (early.response.headers.get("cache-control") === "private, no-cache") {
      expect(early.body).toContain(`${siteUrl}/pricing`);
    }
    sealedAfter = await waitUntilSealed(server);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("says why at warn level and how far it got at info level", () => {
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; message: string; durationMs?: number });
    const reason = lines.find((line) => line.message.includes("another public configuration"));
    expect(reason?.level).toBe("warn");
    expect(sealedAfter.seen[0]?.state, "the first /readyz after the start").toBe("resealing");
    expect(reason?.message).toContain(`SITE_URL: "${BASE_URL}" → "${siteUrl}"`);
    expect(reason?.message).toContain('ANALYTICS_*: null → {"provider":"plausible"');
    expect(reason?.message).toContain(`LOGO_CDN_URL: null → "${logoCdn}"`);
    expect(
      lines.some((line) => /^re-sealing prerendered files: \d+\/\d+$/.test(line.message)),
    ).toBe(true);
    const done = lines.find((line) => line.message.startsWith("re-sealed "));
    expect(done?.level).toBe("info");
    expect(done?.message).toMatch(
      new RegExp(`^re-sealed ${Object.keys(manifest).length}/${Object.keys(manifest).length} `),
    );
    test.info().annotations.push({
      type: "re-seal",
      description: `${Object.keys(manifest).length} files in ${done?.durationMs} ms (sealed ${sealedAfter.ms} ms after the start was ready)`,
    });
  });

  test("serves every prerendered page as sealed, CDN-cacheable bytes with the new values", async () => {
    for (const urlPath of htmlPaths) {
      const { response, body } = await page(server, urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get("cache-control"), urlPath).toMatch(staticCacheControl);
      expect(response.headers.get("etag"), urlPath).not.toBe(`"${manifest[urlPath]!.etag}"`);
      const csp = response.headers.get("content-security-policy")!;
      expect(csp, urlPath).toContain("'sha256-");
      expect(csp, urlPath).not.toContain("nonce-");
      expect(csp, urlPath).toContain("https://plausible.io/js/script.manual.js");
      expect(body, urlPath).toContain(`<link rel="canonical" href="${siteUrl}`);
      // Nothing of the build's configuration is left in the page.
      expect(body, urlPath).not.toContain(BASE_URL);
      expect(body, urlPath).not.toContain("nonce=");
    }
    const cookies = await page(server, "/cookies");
    expect(cookies.body).toContain("Plausible");
  });

  test("re-seals the pages with the CDN's logos instead of the build's fallback icons", async () => {
    const { response, body } = await page(server, "/integrations");
    expect(response.headers.get("cache-control")).toMatch(staticCacheControl);
    expect(body).toContain(`src="${logoCdn}/`);
    // The fallback waits unused in a <template> beside each logo, for a logo that fails.
    const shown = body.replace(/<template>[\s\S]*?<\/template>/g, "");
    expect(shown).not.toContain('data-testid="integration-logo-fallback"');
  });

  test("revalidates a re-sealed page with 304", async () => {
    const etag = (await page(server, "/pricing")).response.headers.get("etag")!;
    const again = await page(server, "/pricing", {
      "if-none-match": etag,
      "cache-control": "max-age=0",
    });
    expect(again.response.status).toBe(304);
  });
});

test.describe("re-sealing with the build's own configuration", () => {
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startSiteServer(
      { SITE_URL: BASE_URL, LOG_REQUESTS: "false", METRICS_TOKEN: DETAILS_TOKEN },
      { tuning: { reseal: true, resealAlways: true } },
    );
    await waitUntilSealed(server);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("gives the build's bytes, file for file", async () => {
    const differing: string[] = [];
    for (const [urlPath, sealed] of Object.entries(manifest)) {
      const { response } = await page(server, urlPath);
      if (response.headers.get("etag") !== `"${sealed.etag}"`) differing.push(urlPath);
    }
    expect(differing).toEqual([]);
  });
});
