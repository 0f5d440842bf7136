import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { htmlCacheControl, PER_REQUEST_HTML_CACHE_CONTROL } from "./html-cache-control";

let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(htmlCacheControl);
  app.get("/page", (_req, res) => void res.type("html").send("<p>hi</p>"));
  app.get(
    "/chosen",
    (_req, res) => void res.set("Cache-Control", "no-store").type("html").send(""),
  );
  app.get("/data", (_req, res) => void res.json({ ok: true }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Cache-Control of HTML rendered per request", () => {
  it("is private, no-cache, on GET and HEAD alike", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${base}/page`, { method });
      expect(response.headers.get("cache-control"), method).toBe(PER_REQUEST_HTML_CACHE_CONTROL);
    }
  });

  it("leaves an answer's own choice and other types alone", async () => {
    expect((await fetch(`${base}/chosen`)).headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${base}/data`)).headers.get("cache-control")).toBeNull();
  });
});
