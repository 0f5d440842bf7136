import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";

import { expect, test } from "./support/fixtures";
import { BASE_URL, startSiteServer, type SiteServer } from "./support/servers";

/**
 * What an editor does in content/ (CONTENT.md), against the built server on a copy of the
 * content (CONTENT_DIR): a post moved to a new slug with a redirect from the old address, the
 * sitemap's lastmod, and a photo served as AVIF/WebP in three widths made at sync time.
 */
test.describe.configure({ mode: "serial" });

const POST = "build-your-first-ai-agent-without-code";
const NEW_SLUG = "first-ai-agent-in-30-minutes";
let server: SiteServer;
let contentDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-ops-")), "content");
  fs.cpSync(path.resolve("content"), contentDir, { recursive: true });
  await sharp({ create: { width: 1600, height: 840, channels: 3, background: "#2a5bd7" } })
    .jpeg()
    .toFile(path.join(contentDir, "media", "blog", "photo.jpg"));
  const postFile = path.join(contentDir, "blog", `${POST}.md`);
  fs.writeFileSync(
    postFile,
    fs
      .readFileSync(postFile, "utf8")
      // The bundled posts have no image of their own (they get drawn covers): this one gets a photo.
      .replace(/^image: .*\n/m, "")
      .replace(
        `slug: ${POST}`,
        `slug: ${NEW_SLUG}\nupdatedAt: 2026-03-01T08:00:00Z\nimage: /media/blog/photo.jpg`,
      ),
  );
  fs.writeFileSync(
    path.join(contentDir, "redirects.json"),
    JSON.stringify([{ from: `/blog/${POST}`, to: `/blog/${NEW_SLUG}` }]),
  );
  // An empty database: one holding the repository's git-dated content would refuse this
  // checkout's content as older (server/content-sync/version.ts).
  server = await startSiteServer(
    { SITE_URL: BASE_URL, CONTENT_DIR: contentDir },
    { emptyDatabase: true },
  );
});
test.afterAll(async () => {
  await server?.stop();
});

test("the old address of a moved post answers 301 to the new one, campaign tags kept", async () => {
  const moved = await fetch(`${server.url}/blog/${POST}?utm_source=newsletter`, {
    redirect: "manual",
  });
  expect(moved.status).toBe(301);
  expect(moved.headers.get("location")).toBe(`/blog/${NEW_SLUG}?utm_source=newsletter`);
  const landed = await fetch(`${server.url}/blog/${POST}`);
  expect(landed.url).toBe(`${server.url}/blog/${NEW_SLUG}`);
  expect(await landed.text()).toContain("How to Build Your First AI Agent in 30 Minutes");
  expect(server.output()).toContain('"redirects":{"inserted":1');
});

test("the sitemap lists the new address in place of the old, with the post's lastmod", async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(
    `<url><loc>${BASE_URL}/blog/${NEW_SLUG}</loc><lastmod>2026-03-01T08:00:00.000Z</lastmod></url>`,
  );
  expect(sitemap).not.toContain(`/blog/${POST}<`);
  expect(sitemap).toContain(`<url><loc>${BASE_URL}/blog</loc><lastmod>2026-03-01T08:00:00.000Z`);
});

test("a content photo comes as AVIF in the width the page needs", async ({ page }) => {
  expect(server.output()).toContain("picture variants: 6 made");
  const variant = await fetch(`${server.url}/media-variants/blog/photo.jpg.800w.avif`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get("content-type")).toBe("image/avif");
  const original = fs.statSync(path.join(contentDir, "media", "blog", "photo.jpg")).size;
  expect((await variant.arrayBuffer()).byteLength).toBeLessThan(original);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/blog/${NEW_SLUG}`);
  const hero = page.locator("article picture img");
  await expect(hero).toHaveAttribute("src", "/media/blog/photo.jpg");
  // A 390-pixel phone at 1× picks the 400-pixel AVIF (800 at 2×), never the original.
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/media-variants\/blog\/photo\.jpg\.(400|800)w\.avif$/);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
