import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { dataPageImageSource } from "./data-pages";
import { onDemandSocialImages, pagePathOf, type SocialImageSource } from "./on-demand";
import { SocialImageQueueFull } from "./pool";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A fake renderer: fast, and its bytes name the text it was given. */
const fakeRender = vi.fn(async (title: string, line: string) => Buffer.from(`${title}|${line}`));

async function serve(source: SocialImageSource, onError = vi.fn()) {
  const app = express();
  app.use(
    "/og",
    onDemandSocialImages({
      source,
      cacheControl: "public, max-age=3600",
      render: fakeRender,
      onError,
    }),
  );
  app.use((_req, res) => res.status(299).send("next"));
  return listen(createServer(app));
}

describe("on-demand social images", () => {
  afterEach(() => fakeRender.mockClear());

  it("draws a page's image once, then answers it from memory with a long-ish cache and an ETag", async () => {
    const source = vi.fn(async (pagePath: string) =>
      pagePath === "/blog/a-post" ? { title: "A post", line: "About it." } : undefined,
    );
    const base = await serve(source);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${base}/og/blog/a-post.png`)),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(await response.text()).toBe("A post|About it.");
    }
    expect(fakeRender).toHaveBeenCalledTimes(1);
    expect(source).toHaveBeenCalledTimes(1);

    const etag = responses[0]!.headers.get("etag")!;
    const again = await fetch(`${base}/og/blog/a-post.png`, {
      // fetch() would add "Cache-Control: no-cache" to a conditional request; a browser
      // revalidating its copy sends max-age=0.
      headers: { "if-none-match": etag, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 for an unknown page and 503 (not cached by clients) when the source fails", async () => {
    const onError = vi.fn();
    const base = await serve(async (pagePath) => {
      if (pagePath === "/blog/down") throw new Error("platform down");
      return undefined;
    }, onError);

    const missing = await fetch(`${base}/og/blog/nope.png`);
    expect(missing.status).toBe(404);
    const down = await fetch(`${base}/og/blog/down.png`);
    expect(down.status).toBe(503);
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(onError).toHaveBeenCalledWith("/blog/down", expect.any(Error));
    expect(fakeRender).not.toHaveBeenCalled();
  });

  it("leaves other requests to the next handler", async () => {
    const base = await serve(async () => ({ title: "x", line: "y" }));
    expect((await fetch(`${base}/og/readme.txt`)).status).toBe(299);
    expect((await fetch(`${base}/og/x.png`, { method: "POST" })).status).toBe(299);
  });

  it("maps an image path to its page's path, and nothing else", () => {
    expect(pagePathOf("/templates.png")).toBe("/templates");
    expect(pagePathOf("/blog/caf%C3%A9.png")).toBe("/blog/café");
    for (const spelling of [
      "/blog/%E0%A4%A.png",
      "/.png",
      "/blog/post%3Fx%3D1.png",
      "/blog/post%3F.png",
      "/blog/post%23frag.png",
      "/blog/post%20.png",
      "/blog/post%09.png",
      "/blog/post%00.png",
      "/blog/post%0A.png",
      "/blog/post%2525.png",
      "/blog/%E2%80%8Bpost.png",
      "/blog//post.png",
      "/blog/%2E%2E.png",
      "/blog/a%5Cb.png",
    ]) {
      expect(pagePathOf(spelling), spelling).toBeUndefined();
    }
  });

  it("answers a spelling with ?, # or whitespace 404 without reading any page", async () => {
    const source = vi.fn(async () => ({ title: "A post", line: "About it." }));
    const base = await serve(source);
    for (const spelling of ["post%3Fabc", "post%23abc", "post%20", "post%09"]) {
      const response = await fetch(`${base}/og/blog/${spelling}.png`);
      expect(response.status, spelling).toBe(404);
    }
    expect(source).not.toHaveBeenCalled();
    expect(fakeRender).not.toHaveBeenCalled();
  });

  it("draws one image per text: the same post under its id and its slug is drawn once", async () => {
    const base = await serve(async (pagePath) =>
      pagePath === "/blog/p1" || pagePath === "/blog/first-post"
        ? { title: "First", line: "Post." }
        : undefined,
    );
    expect((await fetch(`${base}/og/blog/p1.png`)).status).toBe(200);
    expect((await fetch(`${base}/og/blog/first-post.png`)).status).toBe(200);
    expect(fakeRender).toHaveBeenCalledTimes(1);
  });

  it("answers 503 with Retry-After when the drawing queue is full", async () => {
    const app = express();
    app.use(
      "/og",
      onDemandSocialImages({
        source: async () => ({ title: "x", line: "y" }),
        cacheControl: "public, max-age=3600",
        render: async () => {
          throw new SocialImageQueueFull();
        },
      }),
    );
    const base = await listen(createServer(app));
    const response = await fetch(`${base}/og/blog/x.png`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("dataPageImageSource", () => {
  it("draws a data page from its own meta title and description; no page, no image", async () => {
    const pageHtml = (title: string, description: string, image: string) =>
      `<head><meta property="og:title" content="${title} | Site"/>` +
      `<meta name="description" content="${description}"/>` +
      `<meta property="og:image" content="http://x${image}"/></head>`;
    const pages: Record<string, { status: number; html: string }> = {
      "/templates": {
        status: 200,
        html: pageHtml("AI Agent Templates", "Ready-made agents.", "/og/templates.png"),
      },
      "/blog/hello-world": {
        status: 200,
        html: pageHtml("Hello &amp; World", "The first post.", "/og/blog/hello-world.png"),
      },
      "/blog/missing": { status: 404, html: "" },
      "/blog/broken": { status: 503, html: "" },
    };
    const published = vi.fn(async (id: string) => id === "hello-world" || id === "broken");
    const rendered = vi.fn(async (path: string) => pages[path]!);
    const source = dataPageImageSource(rendered, "Site", published);

    expect(await source("/templates")).toEqual({
      title: "AI Agent Templates",
      line: "Ready-made agents.",
    });
    expect(await source("/blog/hello-world")).toEqual({
      title: "Hello & World",
      line: "The first post.",
    });
    expect(await source("/blog/missing")).toBeUndefined();
    await expect(source("/blog/broken")).rejects.toThrow("503");
    expect(await source("/pricing")).toBeUndefined();
    // A post that is not published is never rendered.
    expect(await source("/blog/made-up")).toBeUndefined();
    expect(rendered).not.toHaveBeenCalledWith("/blog/made-up");
    expect(rendered).not.toHaveBeenCalledWith("/blog/missing");
  });
});
