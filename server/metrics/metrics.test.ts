import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { rawQuery } from "#server/db/raw-query";
import { queueNotification } from "#server/inquiries/notifications";
import { storeInquiry } from "#server/inquiries/store";
import { contactInquiries } from "#server/db/schema";
import { countAnswers, createMetrics, metricsHandler, type SiteMetrics } from "./metrics";

const TOKEN = "a-token-of-32-characters-at-least";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: migratedDataDir() });
}, 60_000);
afterAll(async () => {
  await database.close();
});

async function serve(metrics: SiteMetrics) {
  const app = express();
  app.use(countAnswers(metrics));
  app.get("/metrics", metricsHandler(metrics, TOKEN));
  app.get("/sealed", (_req, res) => {
    res.locals.pageAnswer = "sealed";
    res.type("text/html").send("<p>sealed</p>");
  });
  app.get("/cached", (_req, res) => {
    res.locals.pageAnswer = "cached";
    res.type("text/html").send("<p>cached</p>");
  });
  app.get("/rendered", (_req, res) => void res.type("text/html").send("<p>rendered</p>"));
  app.get("/api/x", (_req, res) => void res.status(429).json({}));
  app.post("/contact", (_req, res) => void res.status(429).type("text/html").send("slow down"));
  app.get("/style.css", (_req, res) => void res.type("text/css").send(""));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const scrape = async () =>
    (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return { base, server, scrape };
}

const value = (text: string, series: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("/metrics", () => {
  it("answers only with the token, in Prometheus's text format, never cached", async () => {
    const { base, server } = await serve(createMetrics({ run: rawQuery(database.db) }));
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`]) {
      const refused = await fetch(`${base}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    }
    const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const text = await ok.text();
    expect(text).toContain("# TYPE site_page_answers_total counter");
    expect(text).toContain("process_cpu_user_seconds_total");
    server.close();
  });

  it("counts pages by how they were answered, and 429s by area", async () => {
    const { base, server, scrape } = await serve(
      createMetrics({ run: rawQuery(database.db), processMetrics: false }),
    );
    await fetch(`${base}/sealed`);
    await fetch(`${base}/sealed`);
    await fetch(`${base}/cached`);
    await fetch(`${base}/rendered`);
    await fetch(`${base}/style.css`);
    await fetch(`${base}/api/x`);
    await fetch(`${base}/contact`, { method: "POST" });
    const text = await scrape();
    expect(value(text, 'site_page_answers_total{answer="sealed"}')).toBe(2);
    expect(value(text, 'site_page_answers_total{answer="cached"}')).toBe(1);
    // The 429 page of the contact action is HTML rendered for that answer.
    expect(value(text, 'site_page_answers_total{answer="rendered"}')).toBe(2);
    expect(value(text, 'site_rate_limited_total{area="api"}')).toBe(1);
    expect(value(text, 'site_rate_limited_total{area="page"}')).toBe(1);
    server.close();
  });

  it("reads the outbox from the database at each scrape, per channel and state", async () => {
    await database.db.delete(contactInquiries);
    const metrics = createMetrics({ run: rawQuery(database.db), processMetrics: false });
    const { server, scrape } = await serve(metrics);
    const contact = {
      fullName: "Ada",
      email: "ada@example.com",
      company: "",
      subject: "Hi",
      message: "Hello",
      country: "+44",
      phone: "2071234567",
    };
    const pendingId = (await storeInquiry(database.db, contact, "k".repeat(16))).id;
    await storeInquiry(database.db, contact, "l".repeat(16), new Date(), { queueNotification });
    const failedId = (await storeInquiry(database.db, contact, "m".repeat(16))).id;
    await rawQuery(database.db)("update contact_inquiries set status = 'failed' where id = $1", [
      failedId,
    ]);
    let text = await scrape();
    expect(value(text, 'site_outbox_inquiries{channel="provider",state="pending"}')).toBe(2);
    expect(value(text, 'site_outbox_inquiries{channel="provider",state="failed"}')).toBe(1);
    expect(value(text, 'site_outbox_inquiries{channel="email",state="pending"}')).toBe(1);
    await rawQuery(database.db)("update contact_inquiries set status = 'delivered' where id = $1", [
      pendingId,
    ]);
    text = await scrape();
    expect(value(text, 'site_outbox_inquiries{channel="provider",state="pending"}')).toBe(1);

    metrics.delivery({ outcome: "delivered", sendMs: 120, ageMs: 4000 });
    metrics.delivery({ outcome: "retry", sendMs: 5000 });
    metrics.watchPages(() => ({ state: "resealing", sealed: 40, total: 118 }));
    text = await scrape();
    expect(value(text, 'site_inquiry_delivery_seconds_count{outcome="delivered"}')).toBe(1);
    expect(value(text, 'site_inquiry_delivery_seconds_bucket{le="0.25",outcome="delivered"}')).toBe(
      1,
    );
    expect(value(text, 'site_inquiry_delivery_seconds_count{outcome="retry"}')).toBe(1);
    expect(value(text, "site_inquiry_delivery_delay_seconds_sum")).toBe(4);
    expect(value(text, 'site_prerendered_files{state="sealed"}')).toBe(40);
    expect(value(text, 'site_prerendered_files{state="total"}')).toBe(118);
    server.close();
  });
});
