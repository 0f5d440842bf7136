import { describe, expect, it } from "vitest";

import { industrySlugs } from "#app/features/industries/industries.copy";
import { channelPageSlugs, integrationSlugs } from "#app/shared/copy/slugs.copy";
import { canonicalPath, pathAliases } from "#app/shared/site-map/path-aliases";
import { pagePaths as pagePathsOf, sitePatterns } from "#app/shared/site-map/site-paths";
import { siteExpansions, sitePrerenderPaths, siteSitemapPaths } from "./site-pages";

const pagePaths = (patterns?: readonly string[]) => pagePathsOf(siteExpansions, patterns);

const patterns = sitePatterns;
const staticPatterns = patterns.filter((pattern) => !pattern.includes(":"));
const nonPages = ["/blog/rss.xml", "/sitemap.xml", "/robots.txt"];
const perRequest = ["/templates", "/blog"];
/** The sales desk: private pages, never prerendered or listed (checked below). */
const deskRoutes = staticPatterns.filter((pattern) => pattern.startsWith("/admin/"));
const prerendered = sitePrerenderPaths;
const sitemap = siteSitemapPaths;

/** Whether a path fits a pattern: each `:param` stands for one segment. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(path);
/** The route pattern that answers a path (the fixed routes before the dynamic ones). */
const routeFor = (path: string) =>
  staticPatterns.find((pattern) => pattern === path) ??
  patterns.find((pattern) => matches(pattern, path));

describe("the site's paths, derived from the route table", () => {
  it("prerenders and lists every static page route", () => {
    for (const pattern of staticPatterns) {
      if (nonPages.includes(pattern) || deskRoutes.includes(pattern)) continue;
      if (!perRequest.includes(pattern)) expect(prerendered, pattern).toContain(pattern);
      if (!(pattern in pathAliases)) expect(sitemap, pattern).toContain(pattern);
    }
  });

  it("has no path that the route table does not answer, and no path twice", () => {
    for (const path of [...prerendered, ...sitemap]) expect(routeFor(path), path).toBeDefined();
    expect(new Set(prerendered).size).toBe(prerendered.length);
    expect(new Set(sitemap).size).toBe(sitemap.length);
  });

  it("expands the dynamic routes from the content's slugs", () => {
    for (const slug of industrySlugs) expect(prerendered).toContain(`/industry/${slug}`);
    for (const slug of [...integrationSlugs, ...channelPageSlugs]) {
      expect(prerendered).toContain(`/channels/${slug}`);
    }
    // A fixed channel page is not listed again through /channels/:name.
    expect(prerendered.filter((path) => path === "/channels/shopify")).toHaveLength(1);
  });

  it("renders the per-request pages live and lists them, but not feeds or files", () => {
    for (const path of perRequest) {
      expect(prerendered).not.toContain(path);
      expect(sitemap).toContain(path);
    }
    for (const path of [...nonPages, "/blog/:id"]) {
      expect(pagePaths()).not.toContain(path);
    }
  });

  it("never prerenders or lists the sales desk", () => {
    expect(deskRoutes).toEqual(
      expect.arrayContaining(["/admin/sign-in", "/admin/inquiries", "/admin/inquiries.csv"]),
    );
    for (const path of [...prerendered, ...sitemap, ...pagePaths()]) {
      expect(path.startsWith("/admin")).toBe(false);
    }
  });

  it("prerenders the aliases but lists only their canonical targets", () => {
    for (const [alias, target] of Object.entries(pathAliases)) {
      expect(prerendered).toContain(alias);
      expect(sitemap).not.toContain(alias);
      expect(sitemap).toContain(target);
      expect(canonicalPath(alias)).toBe(target);
      expect(routeFor(alias), alias).toBeDefined();
    }
    expect(canonicalPath("/pricing")).toBe("/pricing");
  });

  it("refuses a dynamic route it cannot expand, so a new one is not silently left out", () => {
    expect(() => pagePaths(["/partners/:id"])).toThrow(/partners\/:id/);
  });
});
