import fs from "node:fs";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postgresMissingReason, startPostgres, type PostgresServer } from "#tests/support/postgres";
import { fromRoot } from "#server/paths";
import { openDatabase, type DatabaseHandle } from "./client";
import { withDatabaseLock } from "./migration-lock";
import { readContentFiles } from "#server/content-sync/files";
import { syncContent } from "#server/content-sync/sync";

const missing = postgresMissingReason();
if (missing) console.warn(`Skipping the PostgreSQL migration-lock tests: ${missing}`);

const journal = JSON.parse(
  fs.readFileSync(fromRoot("server/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

describe("withDatabaseLock without PostgreSQL", () => {
  it("just runs the work on PGlite (one process per data directory)", async () => {
    await expect(withDatabaseLock({}, "anything", async () => 42)).resolves.toBe(42);
  });
});

describe.skipIf(missing)("three instances starting together on one PostgreSQL", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("apply each migration once and sync the content once, without errors", async () => {
    const url = await server.createDatabase("three_instances");
    const instances: DatabaseHandle[] = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: "unused" })),
    );
    try {
      await Promise.all(
        instances.map((database) =>
          withDatabaseLock(database, "content-sync", () =>
            syncContent(database.db, readContentFiles()),
          ),
        ),
      );
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const applied = await client.query("select hash from drizzle.__drizzle_migrations");
        expect(applied.rowCount).toBe(journal.entries.length);
        expect(new Set(applied.rows.map((row: { hash: string }) => row.hash)).size).toBe(
          journal.entries.length,
        );
        const categories = await client.query("select count(*)::int as n from blog_categories");
        expect(categories.rows[0].n).toBeGreaterThan(0);
        // No session still holds an advisory lock once the instances are up.
        const locks = await client.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory'",
        );
        expect(locks.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  }, 60_000);

  it("runs work under one name one at a time, across connections", async () => {
    const url = await server.createDatabase("lock_order");
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: url, max: 2 }));
    const events: string[] = [];
    try {
      await Promise.all(
        pools.map((pool, index) =>
          withDatabaseLock({ connect: () => pool.connect() }, "exclusive", async () => {
            events.push(`start ${index}`);
            await new Promise((resolve) => setTimeout(resolve, 150));
            events.push(`end ${index}`);
          }),
        ),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(events).toHaveLength(6);
    for (let i = 0; i < events.length; i += 2) {
      const index = events[i]!.split(" ")[1];
      expect(events[i + 1]).toBe(`end ${index}`);
    }
  }, 30_000);
});
