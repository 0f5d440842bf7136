import { spawnSync } from "node:child_process";

import { expect, test } from "./support/fixtures";
import {
  json,
  startFakeService,
  startSiteServer,
  type FakeService,
  type SiteServer,
} from "./support/servers";

/** Changing the service URLs at start, without a rebuild, moves the site's calls there. */
test.describe("service configuration at start", () => {
  let fake: FakeService;
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeService((request, response) => {
      if (request.url === "/v2/blogs/getAllBlogs") {
        json(response, 200, [
          {
            _id: "f00000000000000000000001",
            slug: "from-the-fake",
            title: "From the fake",
            description: "x",
          },
        ]);
      } else {
        json(response, 404, { error: "none" });
      }
    });
    site = await startSiteServer(
      { API_URL: `${fake.url}/v2`, STUDIO_URL: "https://studio.example.com" },
      { tuning: { reseal: true } },
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });

  test("API_URL: the sitemap lists the posts of the configured API", async ({ request }) => {
    const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${site.url}/blog/from-the-fake`);
    expect(fake.requests.some((r) => r.method === "GET" && r.url === "/v2/blogs/getAllBlogs")).toBe(
      true,
    );
  });

  test("STUDIO_URL: prerendered pages show the new studio (re-sealed at start)", async ({
    page,
  }) => {
    expect(site.output()).toContain(
      "the prerendered pages were built with another public configuration",
    );
    expect(site.output()).toContain("STUDIO_URL");
    await page.goto(`${site.url}/pricing`);
    await expect(
      page.getByRole("banner").getByRole("link", { name: /Start Building/ }),
    ).toHaveAttribute("href", "https://studio.example.com");
    // The bundled studio is off when a studio is configured.
    expect((await page.request.get(`${site.url}/studio`)).status()).toBe(404);
  });
});

test("a bad configuration value stops the start, naming the variable", () => {
  const result = spawnSync(process.execPath, ["build/server.mjs"], {
    env: { ...process.env, PORT: "3999", SITE_URL: "not a url" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("SITE_URL");
});

test("health and readiness answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  // Only the status: how far a re-seal is needs METRICS_TOKEN (issue 56).
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("robots.txt points to the sitemap, which lists every page", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/",
    "/pricing",
    "/channels/hubspot",
    "/industry/logistics",
    "/templates",
    "/blog",
  ]) {
    expect(sitemap).toMatch(
      new RegExp(`<loc>http://localhost:\\d+${path.replace(/\//g, "\\/")}</loc>`),
    );
  }
  expect(sitemap).toContain("/blog/introducing-knowledge-base-sync</loc>");
  expect(sitemap).not.toContain("/privacy</loc>");
});

test("hashed assets are cached for a year, pages are revalidated", async ({ request }) => {
  const page = await (await request.get("/")).text();
  const script = /["'](\/assets\/[^"']+\.js)["']/.exec(page)?.[1];
  expect(script, "the page loads a hashed script").toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // A page is revalidated by browsers: sealed (prerendered, a CDN may keep it, allowed by
  // hashes) or rendered per request (private, with a nonce).
  const html = await request.get("/");
  const cacheControl = html.headers()["cache-control"];
  const csp = html.headers()["content-security-policy"];
  if (cacheControl?.startsWith("public")) {
    expect(cacheControl).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  } else {
    expect(cacheControl).toBe("private, no-cache");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  }
});
