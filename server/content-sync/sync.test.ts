import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { contentRouter } from "#server/bundled-platform/api/content";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { contentVersions } from "#server/db/schema";
import {
  agentTemplates,
  blogCategories,
  blogPosts,
  contentRedirects,
} from "#server/bundled-platform/schema";
import { readContentFiles, type ContentFiles } from "./files";
import { stableId } from "./ids";
import { syncContent, type SyncOptions, type SyncReport } from "./sync";
import { makeContentDir } from "./test-fixture";
import { describeEachDatabase, useTestDatabase } from "#tests/support/databases";

/** The change counts of a report (the rest is checked where it matters). */
const counts = ({ categories, templates, posts }: SyncReport) => ({ categories, templates, posts });

type ApiPost = { _id: string; slug?: string; title: string; description: string; author?: string };

/** The content API (server/bundled-platform/api/content.ts) over a database, as the site reads it. */
async function serveApi(db: Database) {
  const app = express();
  app.use("/api", contentRouter(db));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    server,
    posts: async () => (await (await fetch(`${base}/blogs/getAllBlogs`)).json()) as ApiPost[],
    post: async (idOrSlug: string) => {
      const response = await fetch(`${base}/blogs/getBlogById/${idOrSlug}`);
      return response.ok ? ((await response.json()) as ApiPost) : response.status;
    },
    templates: async () =>
      (
        (await (await fetch(`${base}/agentTemplate/getTemplates`)).json()) as {
          data: { data: Array<{ _id: string; agentId: { name: string } }> };
        }
      ).data.data,
  };
}

describeEachDatabase("syncContent", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof serveApi>>;
  let content: ReturnType<typeof makeContentDir>;
  const sync = async (options: SyncOptions = {}) =>
    counts(await syncContent(database.db, readContentFiles(content.dir), options));

  // One database for these tests (opening one takes seconds); each starts with empty tables.
  beforeAll(async () => {
    database = testDatabase.handle;
    api = await serveApi(database.db);
  });
  afterAll(async () => {
    api.server.close();
  });
  beforeEach(async () => {
    await database.db.delete(blogPosts);
    await database.db.delete(agentTemplates);
    await database.db.delete(blogCategories);
    await database.db.delete(contentVersions);
    await database.db.delete(contentRedirects);
    content = makeContentDir();
    content.writePost("first", { slug: "first", author: '"Ana"' }, "Hello **world**.");
    content.writePost("second", {}, "No slug, no author.");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("inserts what the files hold, and a second sync of the same files changes nothing", async () => {
    expect(await sync()).toEqual({
      categories: { inserted: 2, updated: 0, deleted: 0 },
      templates: { inserted: 1, updated: 0, deleted: 0 },
      posts: { inserted: 2, updated: 0, deleted: 0 },
    });
    const posts = await api.posts();
    expect(posts.map((post) => post.title).sort()).toEqual(["Post first", "Post second"]);
    expect(await api.post("first")).toMatchObject({
      _id: stableId("post", "first"),
      author: "Ana",
      description: "<p>Hello <strong>world</strong>.</p>",
    });
    const second = await api.post(stableId("post", "second"));
    expect(second).not.toHaveProperty("slug");
    expect(second).not.toHaveProperty("author");

    const unchanged = { inserted: 0, updated: 0, deleted: 0 };
    expect(await sync()).toEqual({ categories: unchanged, templates: unchanged, posts: unchanged });
  });

  it("reflects an edited, an added and a deleted post", async () => {
    await sync();
    content.writePost("first", { slug: "first", title: '"Fixed typo"' }, "New *text*.");
    content.writePost("third", { slug: "third" });
    content.remove("blog/second.md");
    expect((await sync()).posts).toEqual({ inserted: 1, updated: 1, deleted: 1 });

    expect(await api.post("first")).toMatchObject({
      title: "Fixed typo",
      description: "<p>New <em>text</em>.</p>",
    });
    expect(await api.post("first")).not.toHaveProperty("author");
    expect(await api.post("third")).toMatchObject({ title: "Post third" });
    expect(await api.post(stableId("post", "second"))).toBe(404);
    expect((await api.posts()).map((post) => post.slug).sort()).toEqual(["first", "third"]);
  });

  it("hides a draft from the list and by id, and shows it again when it is no longer one", async () => {
    content.writePost("draft", { slug: "draft", draft: "true" });
    await sync();
    expect((await api.posts()).map((post) => post.slug)).not.toContain("draft");
    expect(await api.post("draft")).toBe(404);
    expect(await api.post(stableId("post", "draft"))).toBe(404);

    // A published post turned into a draft leaves the site.
    content.writePost("first", { slug: "first", draft: "true" });
    content.writePost("draft", { slug: "draft" });
    await sync();
    expect(await api.post("first")).toBe(404);
    expect(await api.post("draft")).toMatchObject({ title: "Post draft" });
  });

  it("hides a post dated in the future until its time, without another sync", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-05-31T12:00:00Z") });
    content.writePost("scheduled", { slug: "scheduled", publishedAt: "2030-06-01T09:00:00Z" });
    await sync();
    expect((await api.posts()).map((post) => post.slug)).not.toContain("scheduled");
    expect(await api.post("scheduled")).toBe(404);

    vi.setSystemTime(new Date("2030-06-01T09:00:01Z"));
    expect((await api.posts())[0]).toMatchObject({ slug: "scheduled" });
    expect(await api.post("scheduled")).toMatchObject({ title: "Post scheduled" });
  });

  it("moves a slug from one post to another, and keeps templates and categories in step", async () => {
    await sync();
    content.writePost("first", { slug: "older" });
    content.writePost("second", { slug: "first" });
    content.write(
      "templates.json",
      JSON.stringify([
        {
          key: "new-bot",
          name: "New Bot",
          category: "hr",
          tags: [],
          bannerImage: "/x.svg",
          description: "<p>x</p>",
        },
        {
          key: "faq-bot",
          name: "FAQ Bot v2",
          category: "chatbot",
          tags: ["faq"],
          bannerImage: "https://cdn.example.com/faq.svg",
          description: "<p>y</p>",
        },
      ]),
    );
    content.write("blog/categories.json", JSON.stringify([{ key: "news", name: "Company News" }]));
    expect(await sync()).toEqual({
      categories: { inserted: 0, updated: 1, deleted: 1 },
      templates: { inserted: 1, updated: 1, deleted: 0 },
      posts: { inserted: 0, updated: 2, deleted: 0 },
    });
    expect(await api.post("first")).toMatchObject({ _id: stableId("post", "second") });
    expect(await api.post("older")).toMatchObject({ _id: stableId("post", "first") });
    expect((await api.templates()).map((t) => t.agentId.name)).toEqual(["New Bot", "FAQ Bot v2"]);
    expect(await database.db.select().from(blogCategories)).toEqual([
      { id: stableId("category", "news"), name: "Company News", position: 0 },
    ]);
  });

  it("keeps the moved addresses of content/redirects.json in step", async () => {
    content.write("redirects.json", JSON.stringify([{ from: "/blog/a", to: "/blog/first" }]));
    expect((await syncContent(database.db, readContentFiles(content.dir))).redirects).toEqual({
      inserted: 1,
      updated: 0,
      deleted: 0,
    });
    content.write(
      "redirects.json",
      JSON.stringify([
        { from: "/blog/a", to: "/blog/second" },
        { from: "/blog/b", to: "/blog/first" },
      ]),
    );
    expect((await syncContent(database.db, readContentFiles(content.dir))).redirects).toEqual({
      inserted: 1,
      updated: 1,
      deleted: 0,
    });
    content.remove("redirects.json");
    expect((await syncContent(database.db, readContentFiles(content.dir))).redirects).toEqual({
      inserted: 0,
      updated: 0,
      deleted: 2,
    });
  });

  it("changes nothing when one statement fails: one transaction", async () => {
    await sync();
    const files = readContentFiles(content.dir);
    const broken: ContentFiles = {
      ...files,
      templates: [],
      // A category that does not exist: the foreign key refuses the insert.
      posts: [
        ...files.posts,
        { ...files.posts[0]!, id: "f".repeat(24), slug: null, categoryId: "nope" },
      ],
    };
    await expect(syncContent(database.db, broken)).rejects.toThrow();
    expect(await database.db.select().from(agentTemplates)).toHaveLength(1);
    expect(await api.posts()).toHaveLength(2);
  });
});

describeEachDatabase("syncContent only moves forward", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof serveApi>>;

  beforeAll(async () => {
    database = testDatabase.handle;
    api = await serveApi(database.db);
  });
  afterAll(() => {
    api.server.close();
  });
  beforeEach(async () => {
    await database.db.delete(blogPosts);
    await database.db.delete(agentTemplates);
    await database.db.delete(blogCategories);
    await database.db.delete(contentVersions);
  });

  /** A checkout whose one post says `text`, last updated at `updatedAt` (its revision). */
  function checkout(text: string, updatedAt: string) {
    const content = makeContentDir();
    content.writePost("first", { slug: "first", updatedAt }, text);
    return readContentFiles(content.dir);
  }
  const postText = async () => ((await api.post("first")) as { description: string }).description;

  it("refuses to replace newer content with older, and keeps the newer", async () => {
    const newer = checkout("New text.", "2026-03-01T10:00:00Z");
    const older = checkout("Old text.", "2026-01-01T10:00:00Z");
    expect(await syncContent(database.db, newer)).toMatchObject({
      outcome: "applied",
      previous: null,
      version: { hash: newer.version.hash, source: "updatedAt" },
    });

    const refused = await syncContent(database.db, older);
    expect(refused).toMatchObject({
      outcome: "refused",
      rolledBack: false,
      previous: { hash: newer.version.hash, revision: new Date("2026-03-01T10:00:00Z") },
      posts: { inserted: 0, updated: 0, deleted: 0 },
    });
    expect(await postText()).toBe("<p>New text.</p>");
    expect(await database.db.select().from(contentVersions)).toHaveLength(1);
  });

  it("rolls back to older content when forced, and records it as forced", async () => {
    await syncContent(database.db, checkout("New text.", "2026-03-01T10:00:00Z"));
    const older = checkout("Old text.", "2026-01-01T10:00:00Z");
    expect(await syncContent(database.db, older, { force: true })).toMatchObject({
      outcome: "applied",
      rolledBack: true,
      posts: { updated: 1 },
    });
    expect(await postText()).toBe("<p>Old text.</p>");
    const versions = await database.db.select().from(contentVersions);
    expect(versions.map((version) => version.forced).sort()).toEqual([false, true]);
    // The rolled-back version is now the newest: the next plain sync of it changes nothing.
    expect(await syncContent(database.db, older)).toMatchObject({ outcome: "applied" });
  });

  it("applies other files of the same revision (uncommitted edits) and newer ones", async () => {
    await syncContent(database.db, checkout("First.", "2026-03-01T10:00:00Z"));
    expect(
      await syncContent(database.db, checkout("Edited.", "2026-03-01T10:00:00Z")),
    ).toMatchObject({ outcome: "applied", posts: { updated: 1 } });
    expect(await postText()).toBe("<p>Edited.</p>");
    expect(
      await syncContent(database.db, checkout("Later.", "2026-04-01T10:00:00Z")),
    ).toMatchObject({ outcome: "applied", posts: { updated: 1 } });
    expect(await postText()).toBe("<p>Later.</p>");
  });

  it("records a version only when the files change", async () => {
    const files = checkout("Same.", "2026-03-01T10:00:00Z");
    await syncContent(database.db, files);
    await syncContent(database.db, files);
    expect(await database.db.select().from(contentVersions)).toHaveLength(1);
  });
});

describe("syncContent across a restart", () => {
  it("applies the files changed while the server was stopped when it starts again", async () => {
    const dataDir = migratedDataDir("content-restart-");
    const content = makeContentDir();
    content.writePost("kept", { slug: "kept" });
    content.writePost("edited", { slug: "edited" });
    content.writePost("removed", { slug: "removed" });
    content.writePost("drafted", { slug: "drafted" });

    const first = await openDatabase({ dataDir });
    await syncContent(first.db, readContentFiles(content.dir));
    await first.close();

    content.writePost("edited", { slug: "edited", title: '"Edited"' });
    content.remove("blog/removed.md");
    content.writePost("drafted", { slug: "drafted", draft: "true" });
    content.writePost("added", { slug: "added" });
    content.writePost("later", { slug: "later", publishedAt: "2999-01-01T00:00:00Z" });

    const second = await openDatabase({ dataDir });
    const api = await serveApi(second.db);
    try {
      expect((await syncContent(second.db, readContentFiles(content.dir))).posts).toEqual({
        inserted: 2,
        updated: 1,
        // The removed post and the one that became a draft.
        deleted: 2,
      });
      const posts = await api.posts();
      expect(posts.map((post) => post.slug).sort()).toEqual(["added", "edited", "kept"]);
      expect(posts.find((post) => post.slug === "edited")?.title).toBe("Edited");
    } finally {
      api.server.close();
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
