import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
import { contentRedirects } from "#server/bundled-platform/schema";
import { createRedirects, redirectMiddleware, REDIRECT_CACHE_CONTROL } from "./redirects";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: migratedDataDir() });
  await database.db.insert(contentRedirects).values([
    { fromPath: "/blog/old-slug", toPath: "/blog/new-slug" },
    { fromPath: "/press", toPath: "https://company.example.com/press" },
  ]);
}, 60_000);
afterAll(async () => {
  await database.close();
});

async function serve() {
  const redirects = await createRedirects({ db: database.db, refreshMs: 60_000 });
  const app = express();
  app.use(redirectMiddleware(redirects));
  app.use((_req, res) => void res.status(299).send("not moved"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, method = "GET") =>
    fetch(`${base}${path}`, { method, redirect: "manual" });
  return { redirects, server, get };
}

describe("the redirects of content/redirects.json", () => {
  it("answers a moved address with 301 and its new place, the query kept", async () => {
    const { server, get, redirects } = await serve();
    const moved = await get("/blog/old-slug?utm_source=mail");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/new-slug?utm_source=mail");
    expect(moved.headers.get("cache-control")).toBe(REDIRECT_CACHE_CONTROL);
    expect((await get("/blog/old-slug/")).headers.get("location")).toBe("/blog/new-slug");
    expect((await get("/press")).headers.get("location")).toBe("https://company.example.com/press");
    const head = await get("/blog/old-slug", "HEAD");
    expect(head.status).toBe(301);
    expect(await head.text()).toBe("");
    expect((await get("/blog/old-slug", "POST")).status).toBe(299);
    expect((await get("/blog/new-slug")).status).toBe(299);
    expect((await get("/BLOG/OLD-SLUG")).status).toBe(299);
    redirects.stop();
    server.close();
  });

  it("picks up a change to the table when it reads it again", async () => {
    const { server, get, redirects } = await serve();
    await database.db.insert(contentRedirects).values({ fromPath: "/jobs", toPath: "/about" });
    expect((await get("/jobs")).status).toBe(299);
    await redirects.reload();
    expect((await get("/jobs")).headers.get("location")).toBe("/about");
    expect(redirects.target("/jobs/")).toBe("/about");
    redirects.stop();
    server.close();
  });
});
