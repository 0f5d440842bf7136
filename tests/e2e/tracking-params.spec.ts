import { expect, test } from "./support/fixtures";
import { BASE_URL, startSiteServer, type SiteServer } from "./support/servers";

// One worker for these tests: beforeAll's server starts once, not once a worker.
test.describe.configure({ mode: "default" });

/**
 * Campaign links (utm_*, gclid, fbclid, …) get the prerendered page, not a render per request
 * (server/http/guards/tracking-params.ts). The build prerenders for SITE_URL BASE_URL (http://localhost:$E2E_PORT); a server
 * on another port with that SITE_URL serves those pages, whatever the E2E port.
 */
let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSiteServer({ SITE_URL: BASE_URL, LOG_REQUESTS: "false" });
});
test.afterAll(async () => {
  await server?.stop();
});

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br" } });
  const etag = response.headers.get("etag");
  const cacheControl = response.headers.get("cache-control");
  return {
    status: response.status,
    etag,
    cacheControl,
    // The sealed page comes with its ETag and may be cached; a render is private, without one.
    prerendered: etag !== null && !/private/.test(cacheControl ?? ""),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

test("/pricing?utm_source=x answers the prerendered bytes", async () => {
  const plain = await get("/pricing");
  expect(plain.prerendered).toBe(true);
  expect(plain.etag).toMatch(/^"/);

  for (const query of [
    "?utm_source=x",
    "?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
    "?gclid=abc123",
    "?fbclid=IwAR0",
    "?msclkid=1&ref=partner",
  ]) {
    const tagged = await get(`/pricing${query}`);
    expect(tagged.status, query).toBe(200);
    expect(tagged.prerendered, query).toBe(true);
    expect(tagged.etag, query).toBe(plain.etag);
    expect(tagged.cacheControl, query).toBe(plain.cacheControl);
    expect(tagged.body.equals(plain.body), query).toBe(true);
  }
});

test("a parameter the page reads is still rendered per request", async () => {
  // /roi-calculator reads its inputs from the query (route-table.ts, queryParams).
  const plain = await get("/roi-calculator");
  const withInput = await get("/roi-calculator?utm_source=x&employees=3");
  expect(withInput.status).toBe(200);
  expect(withInput.prerendered).toBe(false);
  expect(withInput.etag).not.toBe(plain.etag);
});
