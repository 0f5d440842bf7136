import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { dataPageImageSource } from "./data-pages";
import { onDemandSocialImages, pagePathOf, type SocialImageSource } from "./on-demand";

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
      pagePath === "/blog/a post" ? { title: "A post", line: "About it." } : undefined,
    );
    const base = await serve(source);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${base}/og/blog/a%20post.png`)),
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
    const again = await fetch(`${base}/og/blog/a%20post.png`, {
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

  it("maps an image path to its page's path", () => {
    expect(pagePathOf("/templates.png")).toBe("/templates");
    expect(pagePathOf("/blog/caf%C3%A9.png")).toBe("/blog/café");
    expect(pagePathOf("/blog/%E0%A4%A.png")).toBeUndefined();
    expect(pagePathOf("/.png")).toBeUndefined();
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
    const source = dataPageImageSource(async (path) => pages[path]!, "Site");

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
  });
});
