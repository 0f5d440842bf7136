import type http from "node:http";

import { expect, test } from "./support/fixtures";
import { allPagePaths, seedPostPath } from "./support/pages";
import {
  freePort,
  json,
  startFakeService,
  startSiteServer,
  type FakeService,
  type SiteServer,
} from "./support/servers";

/**
 * The platform's services fail: down (nothing listens), slow (past OUTBOUND_TIMEOUT_MS), or
 * answering garbage. Every page still answers, without a 5xx, within the timeout plus a margin,
 * and shows the pages' error states (docs/requirements/) where the page has one.
 */

const TIMEOUT_MS = 1000;
/** A page makes at most one round of calls (the blog's two run together); the rest is margin. */
const BUDGET_MS = TIMEOUT_MS + 4000;

const pages = [...allPagePaths, "/sitemap.xml", "/blog/rss.xml", `/blog/no-such-post`];

/** The pages' error states, asserted once the page that shows them is built. */
const errorStates: Record<string, string> = {
  "/blog": "Failed to load blogs or categories.",
  "/templates": "No templates found",
  [seedPostPath]: "Blog not found",
  "/blog/no-such-post": "Blog not found",
};

/**
 * What cannot be answered without the platform: a post (missing or not), the feed and the
 * sitemap answer 503 with Retry-After, so neither a crawler nor a CDN keeps the outage as
 * "gone" or "empty" (issue 33). The post still shows 'Blog not found'.
 */
const outagePaths = new Set(["/sitemap.xml", "/blog/rss.xml", seedPostPath, "/blog/no-such-post"]);

interface Outcome {
  path: string;
  status: number;
  ms: number;
  body: string;
  retryAfter: string | null;
}

async function visitAll(origin: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...pages];
  // A few at a time, like visitors.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const started = Date.now();
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
        const body = await response.text();
        const retryAfter = response.headers.get("retry-after");
        outcomes.push({
          path,
          status: response.status,
          ms: Date.now() - started,
          body,
          retryAfter,
        });
      }
    }),
  );
  return outcomes;
}

function expectResilient(outcomes: Outcome[], label: string) {
  const failures = outcomes
    .filter((outcome) => {
      const outage = outcome.status === 503 && outagePaths.has(outcome.path) && outcome.retryAfter;
      return (outcome.status >= 500 && !outage) || outcome.ms > BUDGET_MS;
    })
    .map((outcome) => `${outcome.path}: ${outcome.status} in ${outcome.ms} ms`);
  expect(failures, `${label}: pages that failed or were too slow`).toEqual([]);
  const ok = outcomes.filter((outcome) => outcome.status === 200).length;
  // Everything else is 200.
  const notOk = outcomes
    .filter((outcome) => outcome.status !== 200 && !outagePaths.has(outcome.path))
    .map((outcome) => `${outcome.path}: ${outcome.status}`);
  expect(notOk, `${label}: pages not answering 200`).toEqual([]);
  for (const [path, text] of Object.entries(errorStates)) {
    const outcome = outcomes.find((candidate) => candidate.path === path)!;
    expect(outcome.body, `${label}: ${path} shows '${text}'`).toContain(text);
  }
  test.info().annotations.push({
    type: label,
    description: `slowest ${Math.max(...outcomes.map((o) => o.ms))} ms; ${ok}/${outcomes.length} answered 200`,
  });
}

const servicesAt = (base: string) => ({
  API_URL: base,
  BUILDER_API_URL: base,
  INQUIRY_URL: `${base}/users/inquiry-form/`,
  PRODUCT_API_URL: base,
  OUTBOUND_TIMEOUT_MS: String(TIMEOUT_MS),
  LOG_REQUESTS: "false",
});

async function postAgent(origin: string) {
  const started = Date.now();
  const response = await fetch(`${origin}/?index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ description: "A bot that answers questions about returns" }),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, ms: Date.now() - started, body: await response.text() };
}

test.describe("platform services down (nothing listens)", () => {
  // One worker for these tests: beforeAll's server starts once, not once a worker.
  test.describe.configure({ mode: "default" });
  let site: SiteServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const closedPort = await freePort();
    site = await startSiteServer(servicesAt(`http://127.0.0.1:${closedPort}`));
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("every page answers in time with its error state", async () => {
    test.setTimeout(120_000);
    expectResilient(await visitAll(site.url), "down");
  });

  test("creating an agent answers in time with the failure, never a 500", async () => {
    const outcome = await postAgent(site.url);
    expect(outcome.status).not.toBe(500);
    expect(outcome.ms).toBeLessThan(BUDGET_MS);
    expect(outcome.body).toContain("Failed to create agent. Please try again.");
  });
});

test.describe("platform services slow or answering garbage", () => {
  // One worker for these tests: beforeAll's server starts once, not once a worker.
  test.describe.configure({ mode: "default" });
  let fake: FakeService;
  let site: SiteServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fake = await startFakeService();
    site = await startSiteServer(servicesAt(fake.url));
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });

  const garbage: Record<string, (response: http.ServerResponse) => void> = {
    "slow (3 s, past the 1 s timeout)": (response) => {
      const timer = setTimeout(() => json(response, 200, []), 3 * TIMEOUT_MS);
      response.on("close", () => clearTimeout(timer));
    },
    "HTML instead of JSON": (response) =>
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<!doctype html><h1>Bad gateway</h1>"),
    "invalid JSON": (response) =>
      response.writeHead(200, { "content-type": "application/json" }).end('{"data": [1, 2,'),
    "JSON of the wrong shape": (response) =>
      json(response, 200, { data: "nope", success: "maybe", mobileNumber: 42, _id: null }),
    "an array of nonsense": (response) => json(response, 200, [1, "two", null, { title: 3 }]),
    "500 with an error body": (response) => json(response, 500, { error: "boom" }),
    "a reset connection": (response) => response.socket?.destroy(),
  };

  for (const [label, answer] of Object.entries(garbage)) {
    test(`${label}: every page answers in time with its error state`, async () => {
      test.setTimeout(120_000);
      fake.handle((_request, response) => answer(response));
      expectResilient(await visitAll(site.url), label);
    });
  }

  test("creating an agent against a slow builder answers within the timeout", async () => {
    fake.handle((_request, response) => garbage["slow (3 s, past the 1 s timeout)"]!(response));
    const outcome = await postAgent(site.url);
    expect(outcome.status).not.toBe(500);
    expect(outcome.ms).toBeLessThan(BUDGET_MS);
  });
});
