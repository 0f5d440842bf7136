import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { readContentFiles } from "#server/content-sync/files";
import { syncContent } from "#server/content-sync/sync";
import { makeContentDir } from "#server/content-sync/test-fixture";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { postgresMissingReason, startPostgres, type PostgresServer } from "#tests/support/postgres";
import {
  announceChange,
  CONTENT_CHANNEL,
  decodeTarget,
  encodeTarget,
  listenForChanges,
} from "./change-feed";
import type { PurgeTarget } from "./content-change";

describe("change feed payloads", () => {
  it("round-trips a list of paths", () => {
    const target = { paths: ["/blog", "/blog/a"] };
    expect(decodeTarget(encodeTarget(target))).toEqual(target);
  });

  it("announces a change too large for NOTIFY as everything", () => {
    const paths = Array.from({ length: 1000 }, (_, index) => `/blog/post-${index}`);
    expect(decodeTarget(encodeTarget({ paths }))).toEqual({ everything: true });
  });

  it("reads anything unexpected as everything", () => {
    for (const payload of [undefined, "", "not json", '{"paths":"x"}', "[]"]) {
      expect(decodeTarget(payload), String(payload)).toEqual({ everything: true });
    }
  });
});

const missing = postgresMissingReason();

describe.skipIf(missing)("change feed between processes (PostgreSQL)", () => {
  let postgres: PostgresServer;
  let url: string;
  let database: DatabaseHandle;
  const content = makeContentDir();

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase("change_feed");
    database = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolMax: 2 });
    content.writePost("hello", { slug: "hello-world" });
    await syncContent(database.db, readContentFiles(content.dir));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  }, 60_000);

  /** A listener on its own connection, ready, with what it heard. */
  async function listening() {
    const heard: PurgeTarget[] = [];
    const listener = listenForChanges({
      databaseUrl: url,
      onChange: (target) => heard.push(target),
      log: () => {},
    });
    await listener.ready;
    return { heard, listener };
  }

  it("tells a listener what a sync in another connection changed, once it commits", async () => {
    const { heard, listener } = await listening();
    try {
      content.writePost("hello", { slug: "hello-world", title: '"Edited"' });
      await syncContent(database.db, readContentFiles(content.dir), {
        onChange: async (tx, change) =>
          announceChange(tx, { paths: [`/blog/${change.posts[0]!.slugs[0]}`] }),
      });
      await vi.waitFor(() => expect(heard).toEqual([{ paths: ["/blog/hello-world"] }]));
    } finally {
      await listener.stop();
    }
  });

  it("says nothing about a transaction that rolls back", async () => {
    const { heard, listener } = await listening();
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await announceChange(tx, { paths: ["/blog"] });
          throw new Error("sync failed");
        }),
      ).rejects.toThrow("sync failed");
      // A committed one after it arrives alone.
      await database.db.transaction((tx) => announceChange(tx, { paths: ["/templates"] }));
      await vi.waitFor(() => expect(heard).toEqual([{ paths: ["/templates"] }]));
    } finally {
      await listener.stop();
    }
  });

  it("after losing its connection, reconnects and reports that anything may have changed", async () => {
    const heard: PurgeTarget[] = [];
    const logs: Array<Record<string, unknown>> = [];
    const listener = listenForChanges({
      databaseUrl: url,
      onChange: (target) => heard.push(target),
      log: (fields) => logs.push(fields),
      reconnectMs: 50,
    });
    await listener.ready;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query = $1", [
        `LISTEN ${CONTENT_CHANNEL}`,
      ]);
      await vi.waitFor(() => expect(heard).toEqual([{ everything: true }]), { timeout: 10_000 });
      expect(logs[0]).toEqual(expect.objectContaining({ level: "warn" }));
      // And it listens again.
      await database.db.transaction((tx) => announceChange(tx, { paths: ["/blog"] }));
      await vi.waitFor(() => expect(heard.at(-1)).toEqual({ paths: ["/blog"] }));
    } finally {
      await admin.end();
      await listener.stop();
    }
  });
});
