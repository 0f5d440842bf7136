import { expect, test } from "./support/fixtures";
import { startWireDatabase, type WireDatabase } from "./support/pg-wire";
import { startSiteServer, type SiteServer } from "./support/servers";

/**
 * The database goes away and comes back. The site runs on PostgreSQL's wire protocol
 * (DATABASE_URL, the node-postgres code path) against a PGlite that the test can cut off:
 * /readyz says 503 while it is gone and 200 once it is back; pages keep answering meanwhile,
 * the API answers 500 in its error shape, and writes work again afterwards.
 */

test.describe.configure({ mode: "serial" });

let database: WireDatabase;
let site: SiteServer;

const inquiry = {
  full_name: "Grace Hopper",
  email_add: "grace@example.com",
  company: "",
  subject: "Outage",
  message: "Sent while the database was away.",
  country: "+1",
  phone_num: "2025550123",
  type: "ai-agent-platform",
};

const postInquiry = () =>
  fetch(`${site.url}/api/users/inquiry-form/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(inquiry),
  });

const storedInquiries = async () =>
  Number(
    (await database.db.query<{ n: string }>("select count(*) as n from received_inquiries"))
      .rows[0]!.n,
  );

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await startWireDatabase();
  site = await startSiteServer({ DATABASE_URL: database.url, LOG_REQUESTS: "false" });
});
test.afterAll(async () => {
  await site?.stop();
  await database?.close();
});

test("with the database up: ready, and the API reads and writes through PostgreSQL", async ({
  request,
}) => {
  expect(site.output()).toContain('"database":"postgres"');
  const ready = await request.get(`${site.url}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
  const templates = await request.get(`${site.url}/api/agentTemplate/getTemplates`);
  expect(templates.status()).toBe(200);
  const before = await storedInquiries();
  expect((await postInquiry()).status).toBe(201);
  expect(await storedInquiries()).toBe(before + 1);
});

test("with the database gone: /readyz 503, pages still answer, the API fails cleanly", async ({
  request,
}) => {
  test.setTimeout(60_000);
  await database.stop();

  await expect
    .poll(async () => (await request.get(`${site.url}/readyz`)).status(), { timeout: 15_000 })
    .toBe(503);
  const ready = await request.get(`${site.url}/readyz`);
  expect(ready.headers()["cache-control"]).toBe("no-store");
  expect(await ready.json()).toMatchObject({ status: "database unavailable" });
  // Liveness does not depend on the database: the process is fine, only not ready.
  expect((await request.get(`${site.url}/healthz`)).status()).toBe(200);

  for (const path of ["/", "/pricing", "/contact", "/templates", "/blog"]) {
    const started = Date.now();
    const response = await request.get(`${site.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(Date.now() - started, path).toBeLessThan(10_000);
    if (path === "/blog") {
      expect(await response.text()).toContain("Failed to load blogs or categories.");
    }
  }

  const api = await request.get(`${site.url}/api/blogs/getAllBlogs`);
  expect(api.status()).toBe(500);
  const body = await api.text();
  expect(JSON.parse(body)).toEqual({
    error: { code: "internal_error", message: "Something went wrong on our side." },
  });
  expect(body).not.toMatch(/ECONNREFUSED|\bat \S+ \(|node_modules/);

  const write = await postInquiry();
  expect(write.status).toBe(500);
});

test("with the database back: /readyz 200 again and writes are stored", async ({ request }) => {
  test.setTimeout(60_000);
  await database.start();
  await expect
    .poll(async () => (await request.get(`${site.url}/readyz`)).status(), { timeout: 15_000 })
    .toBe(200);
  const before = await storedInquiries();
  expect((await postInquiry()).status).toBe(201);
  expect(await storedInquiries()).toBe(before + 1);
  expect((await request.get(`${site.url}/api/blogs/getAllBlogs`)).status()).toBe(200);
});
