import { describe, expect, it } from "vitest";

import { affectedPaths, banPatterns, contentChangeOf, purgeUrls } from "./content-change";

const before = [
  { id: "p1", slug: "first-post" },
  { id: "p2", slug: "second-post" },
  { id: "p3", slug: null },
];

describe("contentChangeOf", () => {
  it("is undefined when the sync changes nothing", () => {
    expect(
      contentChangeOf({
        before,
        after: before,
        changedPostIds: [],
        templatesChanged: false,
        categoriesChanged: false,
      }),
    ).toBeUndefined();
  });

  it("names an edited post with its old and new slugs", () => {
    const change = contentChangeOf({
      before,
      after: [{ id: "p1", slug: "first-post-renamed" }, ...before.slice(1)],
      changedPostIds: ["p1"],
      templatesChanged: false,
      categoriesChanged: false,
    });
    expect(change).toEqual({
      posts: [{ id: "p1", slugs: ["first-post", "first-post-renamed"] }],
      templates: false,
      categories: false,
    });
  });

  it("names removed posts (by their old slug) and posts without a slug (by id)", () => {
    const change = contentChangeOf({
      before,
      after: [before[0]!],
      changedPostIds: ["p2", "p3"],
      templatesChanged: true,
      categoriesChanged: false,
    });
    expect(change?.posts).toEqual([
      { id: "p2", slugs: ["second-post"] },
      { id: "p3", slugs: [] },
    ]);
    expect(change?.templates).toBe(true);
  });

  it("counts every post as changed when a category changes (its name shows on each post)", () => {
    const change = contentChangeOf({
      before,
      after: before,
      changedPostIds: [],
      templatesChanged: false,
      categoriesChanged: true,
    });
    expect(change?.posts.map((post) => post.id)).toEqual(["p1", "p2", "p3"]);
  });
});

describe("affectedPaths", () => {
  it("is the listings plus each changed post under its id and slugs, with their images", () => {
    expect(
      affectedPaths({
        posts: [{ id: "p1", slugs: ["first-post"] }],
        templates: false,
        categories: false,
      }).sort(),
    ).toEqual(
      [
        "/blog",
        "/blog/rss.xml",
        "/templates",
        "/sitemap.xml",
        "/og/blog.png",
        "/og/templates.png",
        "/blog/p1",
        "/blog/first-post",
        "/og/blog/p1.png",
        "/og/blog/first-post.png",
      ].sort(),
    );
  });

  it("is the listings alone for a template change", () => {
    expect(affectedPaths({ posts: [], templates: true, categories: false })).toEqual([
      "/blog",
      "/blog/rss.xml",
      "/templates",
      "/sitemap.xml",
      "/og/blog.png",
      "/og/templates.png",
    ]);
  });
});

describe("banPatterns", () => {
  const matches = (patterns: string[], url: string) =>
    // Varnish's PCRE2 reads these as JavaScript does, once the inline (?i) is a flag.
    patterns.some((pattern) => new RegExp(pattern.replace(/^\(\?i\)/, ""), "i").test(url));

  it("matches each path with its trailing-slash and query spellings, in any case, and nothing else", () => {
    const patterns = banPatterns({ paths: ["/blog", "/blog/first-post", "/blog/rss.xml"] });
    const spellings = [
      "/blog",
      "/blog/",
      "/blog?category=news",
      "/blog/first-post",
      "/blog/first-post/?utm_source=x",
      "/BLOG/First-Post",
      "/blog/rss.xml",
    ];
    expect(spellings.filter((url) => !matches(patterns, url))).toEqual([]);
    // Other posts, other pages, a longer slug.
    const others = [
      "/",
      "/pricing",
      "/blog/second-post",
      "/blog/first-post-2",
      "/blog/rssXxml",
      "/blog/first-post.json",
      "/templates",
      "/x/blog",
    ];
    expect(others.filter((url) => matches(patterns, url))).toEqual([]);
  });

  it("splits a long list so that no pattern passes the limit, and loses no path", () => {
    const paths = Array.from({ length: 200 }, (_, index) => `/blog/post-number-${index}`);
    const patterns = banPatterns({ paths }, 500);
    expect(patterns.length).toBeGreaterThan(1);
    for (const pattern of patterns) expect(pattern.length).toBeLessThanOrEqual(500);
    for (const path of paths) expect(matches(patterns, path), path).toBe(true);
    expect(patterns.every((pattern) => !/\s/.test(pattern))).toBe(true);
  });

  it("bans every content URL, and nothing else, for 'everything'", () => {
    const patterns = banPatterns({ everything: true });
    for (const url of ["/blog", "/blog/x", "/templates", "/sitemap.xml", "/og/blog/x.png"]) {
      expect(matches(patterns, url), url).toBe(true);
    }
    for (const url of ["/", "/pricing", "/blogger", "/og/pricing.png"]) {
      expect(matches(patterns, url), url).toBe(false);
    }
  });
});

describe("purgeUrls", () => {
  it("lists the absolute URL of each path", () => {
    expect(
      purgeUrls({ paths: ["/blog", "/blog/rss.xml", "/og/blog.png"] }, "https://example.com"),
    ).toEqual([
      "https://example.com/blog",
      "https://example.com/blog/rss.xml",
      "https://example.com/og/blog.png",
    ]);
  });
});
