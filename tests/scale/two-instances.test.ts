import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startSiteServer, type SiteServer } from "#tests/e2e/support/servers";
import { postgresMissingReason, startPostgres, type PostgresServer } from "#tests/support/postgres";

/**
 * Two instances of the built site on one PostgreSQL, behind a round-robin proxy, taking a
 * burst of contact-form posts while the inquiry provider fails and cuts connections and one
 * instance is killed. Shows that every accepted inquiry is stored once and delivered, and that
 * the rate limit holds across both instances. Needs `npm run build` first (`npm run test:scale`
 * after a build; `npm test` runs it after its build step).
 */

const INQUIRIES = 1000;
const CLIENT_CONCURRENCY = 16;
const KILL_AT = 0.4;
const LIMIT_PER_MINUTE = 10;
const DRAIN_TIMEOUT_MS = 90_000;

const missing = postgresMissingReason();
if (missing) console.warn(`Skipping the two-instance test: ${missing}`);

/** A deterministic random source, so a failing run can be replayed. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * The inquiry provider: 30 % of calls answer 503, 2.5 % are cut before being accepted and
 * 2.5 % are accepted and then cut (the site never hears the answer, so it must send again).
 * Its record is keyed by the Idempotency-Key the site sends (the stored inquiry's id): a
 * repeat of an accepted id is answered ok and counted as a re-send, not a second delivery.
 */
function inquiryProvider(seed: number) {
  const random = mulberry32(seed);
  const delivered = new Map<string, string>(); // id → subject
  const stats = { calls: 0, failed503: 0, cutBefore: 0, cutAfter: 0, resends: 0, missingKey: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      stats.calls++;
      const id = request.headers["idempotency-key"];
      if (typeof id !== "string") {
        stats.missingKey++;
        response.writeHead(400).end();
        return;
      }
      const roll = random();
      if (roll < 0.3) {
        stats.failed503++;
        response.writeHead(503, { "content-type": "application/json" }).end("{}");
        return;
      }
      if (roll < 0.325) {
        stats.cutBefore++;
        request.socket.destroy();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { subject: string };
      if (delivered.has(id)) stats.resends++;
      else delivered.set(id, body.subject);
      if (roll < 0.35) {
        stats.cutAfter++;
        request.socket.destroy();
        return;
      }
      response.writeHead(201, { "content-type": "application/json" }).end('{"success":true}');
    });
  });
  return { server, delivered, stats };
}

/**
 * The load balancer: round-robin over the live instances. The client names its address in
 * x-test-client-address; the proxy passes it on as X-Forwarded-For (the instances trust one
 * proxy hop), as a real proxy does with the visitor's address.
 */
function roundRobinProxy() {
  const targets: Array<{ name: string; port: number; alive: boolean; served: number }> = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const alive = targets.filter((target) => target.alive);
    const target = alive[next++ % alive.length];
    if (!target) {
      response.writeHead(503).end();
      return;
    }
    target.served++;
    const headers = { ...request.headers };
    headers["x-forwarded-for"] = String(headers["x-test-client-address"]);
    delete headers["x-test-client-address"];
    const upstream = http.request(
      { host: "127.0.0.1", port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  });
  return { server, targets };
}

const contactFields = (key: string, index: number) => ({
  fullName: "Load Test",
  email: `load${index}@example.com`,
  company: "Scale Inc.",
  country: "+44",
  phone: "2079460000",
  subject: `Scale ${key}`,
  message: `Inquiry number ${index} of the two-instance test.`,
  idempotency_key: key,
});

describe.skipIf(missing)("two instances on one PostgreSQL behind a round-robin proxy", () => {
  let postgres: PostgresServer;
  let databaseUrl: string;
  let provider: ReturnType<typeof inquiryProvider>;
  let proxy: ReturnType<typeof roundRobinProxy>;
  let proxyUrl: string;
  let a: SiteServer;
  let b: SiteServer;
  let pool: pg.Pool;

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase("scale");
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    provider = inquiryProvider(20261123);
    const providerPort = await listen(provider.server);
    proxy = roundRobinProxy();
    proxyUrl = `http://127.0.0.1:${await listen(proxy.server)}`;
    const env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "1",
      RATE_LIMIT_WRITES_PER_MINUTE: String(LIMIT_PER_MINUTE),
      INQUIRY_URL: `http://127.0.0.1:${providerPort}/users/inquiry-form/`,
      INQUIRY_MAX_ATTEMPTS: "1000",
      OUTBOX_RETRY_MAX_MS: "400",
      OUTBOUND_TIMEOUT_MS: "1000",
      LOG_REQUESTS: "false",
    };
    const tuning = { outboxRetryBaseMs: 20, outboxLeaseMs: 4000 };
    // One after the other would be slower; the migration lock orders what must be ordered.
    [a, b] = await Promise.all([
      startSiteServer(env, { tuning }),
      startSiteServer(env, { tuning }),
    ]);
    proxy.targets.push(
      { name: "A", port: a.port, alive: true, served: 0 },
      { name: "B", port: b.port, alive: true, served: 0 },
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await pool?.end();
    if (proxy) await close(proxy.server);
    if (provider) await close(provider.server);
    await postgres?.stop();
  }, 60_000);

  /** One form post through the proxy from `address`; the status, or 0 when the connection broke. */
  async function post(fields: Record<string, string>, address: string): Promise<number> {
    try {
      const response = await fetch(`${proxyUrl}/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-test-client-address": address,
        },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  it("store every accepted inquiry once and deliver it, with one instance killed mid-burst", async () => {
    const started = Date.now();
    const keys = Array.from({ length: INQUIRIES }, () => randomBytes(16).toString("hex"));
    const accepted = new Set<string>();
    const refused = new Map<number, number>();
    let clientRetries = 0;
    let begun = 0;
    let killed: Promise<unknown> | undefined;

    async function send(index: number) {
      const key = keys[index]!;
      // A different visitor per inquiry, so the per-address limit is not what stops them.
      const address = `198.18.${index >> 8}.${index & 255}`;
      for (let attempt = 1; attempt <= 8; attempt++) {
        const status = await post(contactFields(key, index), address);
        if (status === 200) {
          accepted.add(key);
          return;
        }
        if (status !== 0 && status < 500) {
          refused.set(status, (refused.get(status) ?? 0) + 1);
          return;
        }
        // What a browser's retry does: the same form, the same idempotency key.
        clientRetries++;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }

    let cursor = 0;
    await Promise.all(
      Array.from({ length: CLIENT_CONCURRENCY }, async () => {
        while (cursor < INQUIRIES) {
          const index = cursor++;
          begun++;
          if (!killed && begun >= INQUIRIES * KILL_AT) {
            // SIGKILL: no drain, no goodbye; requests in flight on B break.
            killed = b.stop("SIGKILL").then(() => {
              proxy.targets[1]!.alive = false;
            });
          }
          await send(index);
        }
      }),
    );
    await killed;
    const burstMs = Date.now() - started;

    // Wait until the survivor has delivered everything, including what B had claimed.
    const drainStarted = Date.now();
    let pending = -1;
    while (Date.now() - drainStarted < DRAIN_TIMEOUT_MS) {
      const { rows } = await pool.query<{ pending: string }>(
        "select count(*) as pending from contact_inquiries where status <> 'delivered'",
      );
      pending = Number(rows[0]!.pending);
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const drainMs = Date.now() - drainStarted;

    const { rows } = await pool.query<{ id: string; key: string; status: string }>(
      "select id, idempotency_key as key, status from contact_inquiries",
    );
    const storedByKey = new Map<string, number>();
    for (const row of rows) storedByKey.set(row.key, (storedByKey.get(row.key) ?? 0) + 1);
    const storedTwice = [...storedByKey.values()].filter((count) => count > 1).length;
    const acceptedNotStored = [...accepted].filter((key) => !storedByKey.has(key)).length;
    const storedIds = new Set(rows.map((row) => row.id));
    const deliveredIds = [...provider.delivered.keys()];
    const notDelivered = rows.filter((row) => !provider.delivered.has(row.id)).length;
    const deliveredUnknown = deliveredIds.filter((id) => !storedIds.has(id)).length;
    const subjectsDelivered = new Set(provider.delivered.values());

    const figures = {
      sent: INQUIRIES,
      accepted: accepted.size,
      refused: Object.fromEntries(refused),
      clientRetries,
      stored: rows.length,
      storedTwice,
      acceptedNotStored,
      delivered: deliveredIds.length,
      notDelivered,
      // The provider's record is keyed by Idempotency-Key: a second acceptance of an id would
      // be a duplicate delivery. Re-sends (answers the site never got) are counted apart.
      duplicates: deliveredIds.length - subjectsDelivered.size,
      providerCalls: provider.stats.calls,
      provider503: provider.stats.failed503,
      providerCutBeforeAccepting: provider.stats.cutBefore,
      providerCutAfterAccepting: provider.stats.cutAfter,
      rawResendsOfAcceptedIds: provider.stats.resends,
      servedByA: proxy.targets[0]!.served,
      servedByB: proxy.targets[1]!.served,
      burstSeconds: burstMs / 1000,
      drainSeconds: drainMs / 1000,
    };
    console.log(`two-instance burst figures: ${JSON.stringify(figures, null, 2)}`);

    expect(pending).toBe(0);
    expect(refused.size).toBe(0);
    expect(accepted.size).toBe(INQUIRIES);
    expect(storedTwice).toBe(0);
    expect(acceptedNotStored).toBe(0);
    expect(rows.length).toBe(accepted.size);
    expect(notDelivered).toBe(0);
    expect(deliveredUnknown).toBe(0);
    expect(deliveredIds.length).toBe(rows.length);
    expect(figures.duplicates).toBe(0);
    expect(provider.stats.missingKey).toBe(0);
    // Both instances took part before B died, and the provider's faults were exercised.
    expect(figures.servedByB).toBeGreaterThan(INQUIRIES * KILL_AT * 0.3);
    expect(provider.stats.failed503).toBeGreaterThan(0);
    expect(provider.stats.cutAfter).toBeGreaterThan(0);
  }, 240_000);

  it("hold one visitor to the limit across both instances together", async () => {
    // B comes back (same port, same database): the proxy alternates between A and B again.
    await b.restart();
    proxy.targets[1]!.alive = true;
    const servedBefore = proxy.targets.map((target) => target.served);
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT_PER_MINUTE * 3; index++) {
      statuses.push(
        await post(contactFields(randomBytes(16).toString("hex"), index), "203.0.113.50"),
      );
    }
    const servedAfter = proxy.targets.map((target, index) => target.served - servedBefore[index]!);
    const accepted = statuses.filter((status) => status === 200).length;
    console.log(
      `one address through both instances: ${statuses.length} sent, ${accepted} accepted, ` +
        `${statuses.filter((status) => status === 429).length} refused with 429, ` +
        `A served ${servedAfter[0]}, B served ${servedAfter[1]} (limit ${LIMIT_PER_MINUTE}/min)`,
    );
    expect(servedAfter[0]).toBeGreaterThanOrEqual(LIMIT_PER_MINUTE);
    expect(servedAfter[1]).toBeGreaterThanOrEqual(LIMIT_PER_MINUTE);
    // Each instance alone would have accepted LIMIT_PER_MINUTE: together, still only that many.
    expect(accepted).toBe(LIMIT_PER_MINUTE);
    expect(statuses.slice(0, LIMIT_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(LIMIT_PER_MINUTE).every((status) => status === 429)).toBe(true);
  }, 180_000);
});
