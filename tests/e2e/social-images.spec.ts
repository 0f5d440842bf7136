import { createHash } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { readContentFiles } from "#server/content-sync/files";
import { render } from "#server/social-image";
import { pngSize } from "#server/social-image/png";
import { expect, test } from "./support/fixtures";
import { aliasPaths, allPagePaths } from "./support/pages";

/**
 * Every page's social image (server/social-image): its og:image and twitter:image point at a
 * 1200×630 PNG of its own, drawn at build time for prerendered pages and on first request for
 * the data pages; a post's image is its title and summary on the brand card.
 */

/** The published posts of the content files (content/blog). */
const seedPosts = readContentFiles()
  .posts.filter((post) => !post.draft && post.createdAt.getTime() <= Date.now())
  .map((post) => ({ _id: post.id, slug: post.slug ?? undefined, title: post.title }));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The meta tags of a page as the server sends them (key → content, entities left as sent). */
async function metaOf(request: APIRequestContext, pagePath: string) {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBe(200);
  const html = await response.text();
  const tags = new Map<string, string>();
  for (const [, attributes = ""] of html.matchAll(/<meta\s([^>]*)>/gi)) {
    const key = /(?:property|name)="([^"]+)"/.exec(attributes)?.[1];
    const content = /content="([^"]*)"/.exec(attributes)?.[1];
    if (key && content !== undefined && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

async function imageAt(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  return { response, body: await response.body() };
}

test.describe("social images", () => {
  test.describe.configure({ timeout: 120_000 });

  test("every page's og:image is a 1200×630 PNG of its own, announced with its size and alt", async ({
    request,
  }) => {
    const pageByImage = new Map<string, string>();
    for (const pagePath of allPagePaths) {
      const meta = await metaOf(request, pagePath);
      const image = meta.get("og:image") ?? "";
      expect(image, pagePath).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
      expect(meta.get("twitter:image"), pagePath).toBe(image);
      expect(meta.get("twitter:card"), pagePath).toBe("summary_large_image");
      expect(meta.get("og:image:width"), pagePath).toBe("1200");
      expect(meta.get("og:image:height"), pagePath).toBe("630");
      expect(meta.get("og:image:type"), pagePath).toBe("image/png");
      expect(meta.get("og:image:alt"), pagePath).toBe(meta.get("og:title"));

      const { response, body } = await imageAt(request, image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
      expect(response.headers()["cache-control"], image).toBe("public, max-age=3600");
      expect(pngSize(body), image).toEqual({ width: 1200, height: 630 });

      // Unique per page: aliases share their page's image, every other page has its own.
      if (aliasPaths.has(pagePath)) continue;
      const hash = sha256(body);
      expect(pageByImage.get(hash), `${pagePath} has the image of another page`).toBeUndefined();
      pageByImage.set(hash, pagePath);
    }
    expect(pageByImage.size).toBeGreaterThanOrEqual(allPagePaths.length - aliasPaths.size);
  });

  test("a blog post's image shows its title: the same bytes as its title and summary drawn here", async ({
    page,
    request,
  }) => {
    const posts = seedPosts.filter((post) => post.slug).slice(0, 2);
    const hashes: string[] = [];
    for (const post of posts) {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const summary = await page.locator('meta[name="description"]').getAttribute("content");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(new URL(image!).pathname).toBe(`/og/blog/${post.slug}.png`);

      const { response, body } = await imageAt(request, image!);
      expect(response.status()).toBe(200);
      const expected = await render(post.title, summary!);
      expect(sha256(body), post.slug).toBe(sha256(expected));
      // A second request is answered from the server's cache with the same bytes.
      expect(sha256((await imageAt(request, image!)).body)).toBe(sha256(body));
      hashes.push(sha256(body));
    }
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  test("a post opened by its id has the same image as by its slug", async ({ request }) => {
    const post = seedPosts.find((candidate) => candidate.slug)!;
    const bySlug = await imageAt(request, `http://x/og/blog/${post.slug}.png`);
    const byId = await imageAt(request, `http://x/og/blog/${post._id}.png`);
    expect(byId.response.status()).toBe(200);
    expect(sha256(byId.body)).toBe(sha256(bySlug.body));
  });

  test("an image for a post or page that does not exist answers 404", async ({ request }) => {
    for (const missing of ["/og/blog/no-such-post.png", "/og/no-such-page.png"]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
    }
    // A page that is not found names the site's default image, which exists.
    const meta = await request.get("/blog/no-such-post");
    expect(meta.status()).toBe(404);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(await meta.text())?.[1];
    expect(new URL(image!).pathname).toBe("/og-image.png");
    expect((await request.get("/og-image.png")).status()).toBe(200);
  });
});
