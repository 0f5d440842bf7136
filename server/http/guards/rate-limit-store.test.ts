import type { AddressInfo } from "node:net";

import express, { type Express } from "express";
import { rateLimit, type Options } from "express-rate-limit";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";
import { openDatabase } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { rateLimitHits } from "#server/db/schema";
import {
  createRateLimitStore,
  DatabaseRateLimitStore,
  rateLimitStoreOptions,
} from "./rate-limit-store";

/** The status of one GET to `app`, served on a free port for that request. */
async function statusOf(app: Express): Promise<number> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`)).status;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const initialised = (store: DatabaseRateLimitStore, windowMs: number) => {
  store.init({ windowMs } as Options);
  return store;
};

describeEachDatabase("the database rate-limit store", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(rateLimitHits);
  });

  it("adds up concurrent hits from two instances exactly", async () => {
    const other = await database.openAnother();
    const a = initialised(new DatabaseRateLimitStore(database.db, "form:"), 60_000);
    const b = initialised(new DatabaseRateLimitStore(other.db, "form:"), 60_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => (index % 2 ? a : b).increment("203.0.113.7")),
    );
    // Every hit got its own count: 1..100, none lost, none counted twice.
    expect(results.map((result) => result.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    // One window for all of them.
    expect(new Set(results.map((result) => result.resetTime?.getTime())).size).toBe(1);
    expect((await a.get("203.0.113.7"))?.totalHits).toBe(100);
  });

  it("refuses a key over its limit from memory until its window ends (issue 56)", async () => {
    const store = new DatabaseRateLimitStore(database.db, "renders:");
    store.init({ windowMs: 60_000, limit: 3 } as Options);
    for (let hit = 1; hit <= 4; hit += 1) {
      expect((await store.increment("203.0.113.66")).totalHits).toBe(hit);
    }
    const execute = vi.spyOn(database.db, "execute");
    const refused = await Promise.all(
      Array.from({ length: 50 }, () => store.increment("203.0.113.66")),
    );
    // Over the limit already: no query, the count still climbing, the same window.
    expect(execute).not.toHaveBeenCalled();
    expect(Math.min(...refused.map((result) => result.totalHits))).toBeGreaterThan(3);
    expect(new Set(refused.map((result) => result.resetTime?.getTime())).size).toBe(1);
    // Another address is counted in the database as before.
    expect((await store.increment("198.51.100.7")).totalHits).toBe(1);
    expect(execute).toHaveBeenCalled();
    execute.mockRestore();
  });

  it("keeps two limiters' keys apart", async () => {
    const a = initialised(new DatabaseRateLimitStore(database.db, "one:"), 60_000);
    const b = initialised(new DatabaseRateLimitStore(database.db, "two:"), 60_000);
    await a.increment("k");
    await a.increment("k");
    expect((await b.increment("k")).totalHits).toBe(1);
    await b.resetAll();
    expect((await a.get("k"))?.totalHits).toBe(2);
    expect(await b.get("k")).toBeUndefined();
  });

  it("starts a new window once the old one has ended, and prunes expired counters", async () => {
    const store = initialised(new DatabaseRateLimitStore(database.db, "w:"), 300);
    await store.increment("k");
    const second = await store.increment("k");
    expect(second.totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await store.get("k")).toBeUndefined();
    const fresh = await store.increment("x");
    expect(fresh.totalHits).toBe(1);
    const restarted = await store.increment("k");
    expect(restarted.totalHits).toBe(1);
    expect(restarted.resetTime!.getTime()).toBeGreaterThan(second.resetTime!.getTime());
  });

  it("decrements (never below zero) and resets a key", async () => {
    const store = initialised(new DatabaseRateLimitStore(database.db, "d:"), 60_000);
    await store.increment("k");
    await store.increment("k");
    await store.decrement("k");
    expect((await store.get("k"))?.totalHits).toBe(1);
    await store.decrement("k");
    await store.decrement("k");
    expect((await store.get("k"))?.totalHits).toBe(0);
    await store.resetKey("k");
    expect(await store.get("k")).toBeUndefined();
    expect((await store.increment("k")).totalHits).toBe(1);
  });

  it("enforces one limit across two apps (instances) on the same database", async () => {
    const other = await database.openAnother();
    const appOn = (db: typeof database.db) =>
      express().use(
        rateLimit({
          windowMs: 60_000,
          limit: 5,
          store: createRateLimitStore("shared", { db }),
          ...rateLimitStoreOptions("shared"),
        }),
        (_req, res) => {
          res.send("ok");
        },
      );
    const apps = [appOn(database.db), appOn(other.db)];
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) {
      statuses.push(await statusOf(apps[index % 2]!));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });
});

describe("the rate-limit store when the database is down", () => {
  it("lets the request through (fail open) and logs a warning", async () => {
    const handle = await openDatabase({ dataDir: migratedDataDir() });
    const log = vi.fn();
    const app = express().use(
      rateLimit({
        windowMs: 60_000,
        limit: 1,
        store: createRateLimitStore("down", { db: handle.db }),
        ...rateLimitStoreOptions("down", log),
      }),
      (_req, res) => {
        res.send("ok");
      },
    );
    await handle.close();
    // limit 1: a counting store would refuse the second request.
    expect(await statusOf(app)).toBe(200);
    expect(await statusOf(app)).toBe(200);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        level: "warn",
        limiter: "down",
        message: expect.stringContaining("allowing request without rate-limiting"),
        error: expect.stringMatching(/closed/i),
      }),
    );
  }, 60_000);

  it("without a database counts in memory, per process", async () => {
    const store = createRateLimitStore("memory");
    store.init?.({ windowMs: 60_000 } as Options);
    await store.increment("k");
    expect((await store.increment("k")).totalHits).toBe(2);
    expect(store.localKeys).not.toBe(false);
  });
});
