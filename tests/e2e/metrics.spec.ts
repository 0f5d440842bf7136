import fs from "node:fs";

import { postContact, validContact } from "./support/contact";
import { expect, test } from "./support/fixtures";
import {
  BASE_URL,
  json,
  startFakeService,
  startSiteServer,
  type FakeService,
  type SiteServer,
} from "./support/servers";

/**
 * /metrics of the built server: off without METRICS_TOKEN, behind the token with it, and
 * counting what an operator watches: sealed answers against renders, 429s, the outbox waiting
 * on a failing provider and the provider calls' duration.
 */
test.describe.configure({ mode: "serial" });

const TOKEN = "metrics-token-for-the-e2e-test";
let provider: FakeService;
let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The inquiry provider is down: inquiries wait in the outbox.
  provider = await startFakeService((_request, response) => json(response, 503, {}));
  server = await startSiteServer(
    {
      SITE_URL: BASE_URL,
      METRICS_TOKEN: TOKEN,
      INQUIRY_URL: `${provider.url}/inquiry/`,
      RATE_LIMIT_WRITES_PER_MINUTE: "2",
      DATA_CACHE_TTL_SECONDS: "60",
      LOG_REQUESTS: "false",
    },
    { tuning: { outboxRetryBaseMs: 60_000 } },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};
const value = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? NaN,
  );

test("is off on a server without METRICS_TOKEN", async () => {
  expect((await fetch(`${BASE_URL}/metrics`)).status).toBe(404);
});

test("needs the token", async () => {
  expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${server.url}/metrics`, {
    headers: { authorization: "Bearer not-the-token-at-all" },
  });
  expect(wrong.status).toBe(401);
});

test("counts sealed answers, cached and rendered pages, 429s and the waiting outbox", async () => {
  for (const path of ["/pricing", "/pricing", "/blog", "/blog", "/pricing?x=1"]) {
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
  }
  for (let n = 1; n <= 3; n++) {
    const response = await postContact(server.url, validContact(`Metrics ${n}`));
    expect(response.status).toBe(n <= 2 ? 200 : 429);
  }
  // The outbox has tried each stored inquiry once (the provider answered 503).
  await expect
    .poll(async () =>
      value(await scrape(), 'site_inquiry_delivery_seconds_count{outcome="throttled"}'),
    )
    .toBeGreaterThanOrEqual(1);

  const text = await scrape();
  // The sample the README shows, kept with the test's output.
  fs.writeFileSync(test.info().outputPath("metrics.txt"), text);
  expect(value(text, 'site_page_answers_total{answer="sealed"}')).toBeGreaterThanOrEqual(3);
  expect(value(text, 'site_page_answers_total{answer="cached"}')).toBeGreaterThanOrEqual(2);
  expect(value(text, 'site_page_answers_total{answer="rendered"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'site_rate_limited_total{area="page"}')).toBe(1);
  expect(value(text, 'site_outbox_inquiries{channel="provider",state="pending"}')).toBe(2);
  expect(value(text, 'site_outbox_inquiries{channel="provider",state="failed"}')).toBe(0);
  expect(value(text, 'site_prerendered_files{state="sealed"}')).toBe(
    value(text, 'site_prerendered_files{state="total"}'),
  );
  expect(text).toContain("nodejs_eventloop_lag_seconds");
});
