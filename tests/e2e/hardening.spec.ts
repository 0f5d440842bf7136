import { randomUUID } from "node:crypto";
import net from "node:net";

import { expect, test } from "./support/fixtures";
import { E2E_PORT, json, startFakeService, startSiteServer } from "./support/servers";
import type { FakeService, SiteServer } from "./support/servers";

/**
 * Issue 33's probe, row by row, against one built server of this spec: its SITE_URL is the
 * build's (so its pages are the prerendered ones), its content comes from a fake platform that
 * the outage test takes down, and its timeouts and render budget are production's except where
 * a test needs them short.
 */
test.describe.configure({ mode: "serial" });

/** The build's own URL, this spec's server's SITE_URL. */
const SITE_ORIGIN = `http://localhost:${E2E_PORT}`;

let site: SiteServer;
let platform: FakeService;
let platformUp = true;

const post = {
  _id: "p1",
  slug: "hello-world",
  title: "Hello world",
  description: "<p>The first post.</p>",
  image: "",
  readTime: "1 min",
  date: "2024-01-02T00:00:00.000Z",
  createdAt: "2024-01-02T00:00:00.000Z",
  categoryId: { _id: "c1", categoryName: "News" },
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startFakeService((request, response) => {
    if (!platformUp) return json(response, 503, { error: "down" });
    if (request.url === "/blogs/getAllBlogs") return json(response, 200, [post]);
    if (request.url === "/blogcategory/getCategories") {
      return json(response, 200, [{ _id: "c1", categoryName: "News" }]);
    }
    if (request.url === "/blogs/getBlogById/hello-world") return json(response, 200, post);
    if (request.url === "/agentTemplate/getTemplates")
      return json(response, 200, { data: { data: [] } });
    json(response, 404, {});
  });
  site = await startSiteServer(
    {
      // The build's own URL: its prerendered pages are served as they would be in production.
      SITE_URL: SITE_ORIGIN,
      API_URL: platform.url,
      // Short, so that the outage test sees the platform's failures within seconds.
      DATA_CACHE_TTL_SECONDS: "1",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      LOG_REQUESTS: "false",
    },
    // Production's render gate; short request timeouts for the slow-body test.
    {
      tuning: {
        renderQueueLimit: 8,
        renderMaxWaitMs: 1500,
        requestTimeoutMs: 2000,
        headersTimeoutMs: 1500,
        dataFailureTtlMs: 100,
      },
    },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await platform?.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${site.url}${path}`, init);

test("social images answer only for pages that exist: no ?, #, whitespace spellings", async () => {
  expect((await get("/og/blog/hello-world.png")).status).toBe(200);
  for (const spelling of [
    `hello-world%3F${randomUUID()}`,
    `hello-world%23${randomUUID()}`,
    "hello-world%20",
    "hello-world%09",
    `made-up-${randomUUID()}`,
  ]) {
    const response = await get(`/og/blog/${spelling}.png`);
    expect(response.status, spelling).toBe(404);
    expect(response.headers.get("cache-control"), spelling).toBe("no-store");
  }
});

test("a query the page does not read gets the prerendered page, a read one a render", async () => {
  const plain = await get("/pricing");
  const busted = await get(`/pricing?x=${randomUUID()}`);
  expect(busted.headers.get("etag")).toBe(plain.headers.get("etag"));
  expect(busted.headers.get("cache-control")).toBe(plain.headers.get("cache-control"));
  const filtered = await get("/integrations?q=shop");
  expect(filtered.headers.get("cache-control")).toBe("private, no-cache");
});

// The flood with /pricing's p99 is a latency figure: it runs alone, in tests/scale/flood.test.ts.

test("a 100 MB declared body on /api is answered 413 before it is sent", async () => {
  const head = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(site.port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => reject(new Error(`no answer: ${received}`)), 3000);
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.write(
      "POST /api/users/inquiry-form/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n",
    );
  });
  expect(head).toMatch(/^HTTP\/1\.1 413 /);
});

test("NUL in the contact form and in API bodies is refused with 400; line breaks in one-line fields too", async () => {
  const form = new URLSearchParams({
    fullName: "Ada\u0000 Lovelace",
    email: "ada@example.com",
    company: "Acme\r\nBcc: x@evil.example",
    country: "+44",
    phone: "2071234567",
    subject: "Hi",
    message: "Hello",
  });
  const contact = await get("/contact", {
    method: "POST",
    // A browser on the site sends the site's public origin (SITE_URL), not this port's.
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_ORIGIN },
    body: form,
  });
  expect(contact.status).toBe(400);
  const page = await contact.text();
  expect(page).toContain("Full name cannot contain control characters.");
  expect(page).toContain("Company must be on one line.");
  const api = await get("/api/builderagent/createBuilderAgent", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ description: "a\u0000b", type: "Custom Agent" }),
  });
  expect(api.status).toBe(400);
});

test("a body that trickles in is answered 408 once the request timeout is up", async () => {
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(site.port, "127.0.0.1");
    let received = "";
    const drip = setInterval(() => socket.write("a"), 300);
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => {
      clearInterval(drip);
      resolve(received);
    });
    socket.on("error", reject);
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: localhost\r\nOrigin: ${SITE_ORIGIN}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`,
    );
  });
  // Node ends the request at the timeout; the action reading the body answers first (400, the
  // body could not be read) or Node does (408). Either way the connection is freed in seconds.
  expect(answer).toMatch(/^HTTP\/1\.1 (408|400) /);
  expect(Date.now() - started).toBeLessThan(8000);
});

test("a platform outage answers 503 with Retry-After on posts, RSS and the sitemap", async () => {
  platformUp = false;
  try {
    // Past the cached content's lifetime and its stale window: the failures are read afresh.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const path of [`/blog/other-${randomUUID()}`, "/blog/rss.xml", "/sitemap.xml"]) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBeTruthy();
      expect(response.headers.get("cache-control"), path).not.toMatch(/public/);
    }
  } finally {
    platformUp = true;
  }
});
