import { describe, expect, it, vi } from "vitest";

import type { BlogPost } from "#app/shared/platform/platform.schema";
import type { PlatformClient } from "#app/shared/platform/platform";
import { sitemapEntries } from "./sitemap.server";

const post = (fields: Partial<BlogPost> & { _id: string }): BlogPost => ({
  title: "A post",
  description: "",
  ...fields,
});

function site(posts: BlogPost[] | Error, movedTo?: (path: string) => string | undefined) {
  const platform = {
    getAllBlogs: () => (posts instanceof Error ? Promise.reject(posts) : Promise.resolve(posts)),
  } as unknown as PlatformClient;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { platform, log, movedTo };
}

describe("the sitemap's entries", () => {
  it("dates each post by its updatedAt, else its publication, and the blog by the newest", async () => {
    const entries = await sitemapEntries(
      site([
        post({
          _id: "a1",
          slug: "edited",
          date: "2026-01-05T10:00:00.000Z",
          updatedAt: "2026-03-01T08:00:00Z",
        }),
        post({ _id: "b2", createdAt: "2026-02-10T09:00:00.000Z" }),
      ]),
    );
    expect(entries).toContainEqual({ path: "/blog/edited", lastmod: "2026-03-01T08:00:00.000Z" });
    expect(entries).toContainEqual({ path: "/blog/b2", lastmod: "2026-02-10T09:00:00.000Z" });
    expect(entries).toContainEqual({ path: "/blog", lastmod: "2026-03-01T08:00:00.000Z" });
    // The site's own pages have no date to give.
    expect(entries?.find((entry) => entry.path === "/pricing")).toEqual({ path: "/pricing" });
  });

  it("lists a moved address at its new place, once, and leaves out one moved off the site", async () => {
    const moved: Record<string, string> = {
      "/blog/old-slug": "/blog/new-slug",
      "/pricing": "/plans",
      "/about": "https://company.example.com/about",
    };
    const entries = await sitemapEntries(
      site(
        [post({ _id: "c3", slug: "old-slug", date: "2026-01-01T00:00:00.000Z" })],
        (path) => moved[path],
      ),
    );
    const paths = (entries ?? []).map((entry) => entry.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).toContain("/blog/new-slug");
    expect(paths).toContain("/plans");
    expect(paths).not.toContain("/blog/old-slug");
    expect(paths).not.toContain("/pricing");
    expect(paths).not.toContain("/about");
    expect(paths.some((path) => path.startsWith("https:"))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives nothing when the posts cannot be read (the route answers 503), and logs it", async () => {
    const context = site(new Error("API down"));
    expect(await sitemapEntries(context)).toBeUndefined();
    expect(context.log.error).toHaveBeenCalled();
  });
});
