import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readContentFiles } from "#server/content-sync/files";
import { syncContent } from "#server/content-sync/sync";
import { makeContentDir } from "#server/content-sync/test-fixture";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { createCacheInvalidation } from "./invalidation";

/** Records, in order, what happened: cache clears and purge calls (with their patterns). */
function recorder() {
  const events: string[] = [];
  const bodies: unknown[] = [];
  const fetch = (async (_input: string | URL | Request, init?: RequestInit) => {
    events.push(`ban ${new Headers(init?.headers).get("x-ban-url")}`);
    bodies.push(JSON.parse(String(init?.body)));
    return new Response("Banned");
  }) as typeof globalThis.fetch;
  return { events, bodies, fetch };
}

describe("cache invalidation after a content sync (PGlite)", () => {
  let database: DatabaseHandle;
  const content = makeContentDir();

  beforeAll(async () => {
    database = await openDatabase({ dataDir: migratedDataDir() });
    content.writePost("hello", { slug: "hello-world" });
    content.writePost("other", { slug: "other-post" });
    await syncContent(database.db, readContentFiles(content.dir));
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("clears this process's content caches first, then bans the changed post's URLs", async () => {
    const { events, bodies, fetch } = recorder();
    const invalidation = createCacheInvalidation({
      purgeUrl: "http://cache.internal/",
      siteUrl: "https://example.com",
      log: () => {},
      fetch,
    });
    invalidation.caches.add({ clear: () => events.push("clear platform cache") });
    invalidation.caches.add({ clear: () => events.push("clear data pages") });

    content.writePost("hello", { slug: "hello-world", title: '"Hello, edited"' });
    await syncContent(database.db, readContentFiles(content.dir), {
      onChange: invalidation.onSyncChange,
    });
    // Nothing happens before the sync has committed and the process acts on it.
    expect(events).toEqual([]);
    await invalidation.flush();

    expect(events.slice(0, 2)).toEqual(["clear platform cache", "clear data pages"]);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatch(/^ban \(\?i\)\^\(/);
    const urls = (bodies[0] as { urls: string[] }).urls;
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://example.com/blog/hello-world",
        "https://example.com/blog",
        "https://example.com/templates",
        "https://example.com/blog/rss.xml",
        "https://example.com/sitemap.xml",
      ]),
    );
    // The post that did not change keeps its cached pages.
    expect(urls.some((url) => url.includes("other-post"))).toBe(false);
  });

  it("sends nothing when the sync changes nothing", async () => {
    const { events, fetch } = recorder();
    const invalidation = createCacheInvalidation({
      purgeUrl: "http://cache.internal/",
      siteUrl: "https://example.com",
      log: () => {},
      fetch,
    });
    await syncContent(database.db, readContentFiles(content.dir), {
      onChange: invalidation.onSyncChange,
    });
    await invalidation.flush();
    expect(events).toEqual([]);
  });

  it("without CACHE_PURGE_URL clears the caches and sends nothing", async () => {
    const events: string[] = [];
    const logs: Array<Record<string, unknown>> = [];
    const invalidation = createCacheInvalidation({
      purgeUrl: undefined,
      siteUrl: "https://example.com",
      log: (fields) => logs.push(fields),
      fetch: (async () => {
        throw new Error("must not be called");
      }) as typeof fetch,
    });
    invalidation.caches.add({ clear: () => events.push("clear") });
    content.writePost("third", { slug: "third-post" });
    await syncContent(database.db, readContentFiles(content.dir), {
      onChange: invalidation.onSyncChange,
    });
    await invalidation.start();
    expect(events).toEqual(["clear"]);
    expect(logs).toEqual([
      expect.objectContaining({ message: "content changed; content caches cleared", paths: 10 }),
    ]);
  });

  it("never fails or holds up the sync when the cache cannot be reached", async () => {
    const logs: Array<Record<string, unknown>> = [];
    const invalidation = createCacheInvalidation({
      purgeUrl: "http://cache.internal/",
      siteUrl: "https://example.com",
      log: (fields) => logs.push(fields),
      backoffMs: 1,
      fetch: (async () => {
        throw new Error("ECONNREFUSED");
      }) as typeof fetch,
    });
    content.writePost("hello", { slug: "hello-world", title: '"Hello again"' });
    const report = await syncContent(database.db, readContentFiles(content.dir), {
      onChange: invalidation.onSyncChange,
    });
    expect(report.posts.updated).toBe(1);
    await invalidation.flush();
    expect(logs.filter((line) => line.level === "warn")).toHaveLength(3);
    expect(logs.at(-1)).toEqual(expect.objectContaining({ level: "error", attempts: 4 }));
  });
});
