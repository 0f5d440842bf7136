import { expect, test } from "./support/fixtures";
import {
  type FakeService,
  json,
  type SiteServer,
  startFakeService,
  startSiteServer,
} from "./support/servers";

/**
 * The data pages read the platform through the server's caches: one upstream call for many
 * visitors, again after the TTL, and a failure shown (the page's error state) but retried
 * after the failure TTL. TTLs are shortened here; the defaults are 60 s and 5 s.
 */
const TTL_SECONDS = 3;
const FAILURE_TTL_SECONDS = 2;

let calls = 0;
let failing = false;
let fake: FakeService;
let site: SiteServer;

const template = {
  _id: "cached-1",
  agentId: { name: "Cached Helper" },
  description: "<p>Answers from the cache.</p>",
  tags: ["hr"],
  category: "hr",
  bannerImage: "/media/templates/hr-1.svg",
};

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fake = await startFakeService(async (request, response) => {
    if (request.url !== "/agentTemplate/getTemplates") return json(response, 404, {});
    calls += 1;
    if (failing) return json(response, 500, { error: "down" });
    json(response, 200, { data: { data: [template] } });
  });
  site = await startSiteServer(
    {
      API_URL: fake.url,
      DATA_CACHE_TTL_SECONDS: String(TTL_SECONDS),
    },
    { tuning: { dataFailureTtlMs: FAILURE_TTL_SECONDS * 1000 } },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await fake?.close();
});

test("50 concurrent visitors of /templates cost one platform call, and the next TTL one more", async () => {
  calls = 0;
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => fetch(`${site.url}/templates`)),
  );
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(bodies.every((body) => body.includes("Cached Helper"))).toBe(true);
  expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
  expect(answers[0]!.headers.get("cache-control")).toBe(
    `public, max-age=0, must-revalidate, s-maxage=${TTL_SECONDS}, stale-while-revalidate=${TTL_SECONDS}`,
  );
  expect(calls).toBe(1);

  // A filter (query string) renders per request, from the same cached platform content.
  await (await fetch(`${site.url}/templates?category=hr`)).text();
  expect(calls).toBe(1);

  await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 200));
  await (await fetch(`${site.url}/templates`)).text();
  await expect.poll(() => calls).toBe(2);
});

test("a platform failure shows the error state, is not hammered, and recovery shows after the failure TTL", async ({
  page,
}) => {
  // Let the cached good answer expire beyond its stale window.
  await new Promise((resolve) => setTimeout(resolve, 2 * TTL_SECONDS * 1000 + 200));
  failing = true;
  calls = 0;
  // As soon as the answer starts (the failure is kept by then): waiting for the page to load and
  // hydrate could outlast the failure TTL on a busy machine.
  const failed = await page.goto(`${site.url}/templates`, { waitUntil: "commit" });
  // Straight after the failure was kept (before the visible check, which on a busy machine can
  // outlast the failure TTL): ten more visitors at once cost no platform call.
  await Promise.all(
    Array.from({ length: 10 }, async () => (await fetch(`${site.url}/templates`)).text()),
  );
  expect(calls).toBe(1);
  expect(failed?.headers()["cache-control"]).toBe("private, no-cache");
  await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();

  failing = false;
  await new Promise((resolve) => setTimeout(resolve, FAILURE_TTL_SECONDS * 1000 + 200));
  await page.goto(`${site.url}/templates`);
  await expect(page.getByRole("heading", { name: "Cached Helper" })).toBeVisible();
});
