import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { GENERATED_FILE, pageRoutes, pageRoutesModule, patternOf, routeOf } from "./page-routes";

describe("the routes read from app/pages/", () => {
  it("app/shared/site-map/pages.generated.ts is up to date (run `npm run routes`)", () => {
    expect(readFileSync(GENERATED_FILE, "utf8")).toBe(pageRoutesModule());
  });

  it("names a route after its file, `[param]` as `:param`, index as its folder", () => {
    expect(patternOf("index.astro")).toBe("/");
    expect(patternOf(path.join("blog", "index.astro"))).toBe("/blog");
    expect(patternOf(path.join("blog", "[id].astro"))).toBe("/blog/:id");
    expect(patternOf(path.join("blog", "rss.xml.ts"))).toBe("/blog/rss.xml");
    expect(patternOf("404.astro")).toBeUndefined();
  });

  it("reads what a page declares: an endpoint, per-request rendering, the query it reads", () => {
    expect(routeOf("/feed.xml", "feed.xml.ts", "")).toEqual({
      pattern: "/feed.xml",
      resource: true,
    });
    const page = `---\nimport x from "y";\n\nexport const prerender = false;\nexport const queryParams = ["q", "category"];\n---\n`;
    expect(routeOf("/list", "list.astro", page)).toEqual({
      pattern: "/list",
      perRequest: true,
      queryParams: ["q", "category"],
    });
    expect(routeOf("/plain", "plain.astro", "---\nconst prerender = false;\n---\n")).toEqual({
      pattern: "/plain",
    });
  });

  it("puts the fixed routes before the dynamic ones, so a page file wins over a pattern", () => {
    const patterns = pageRoutes().map((route) => route.pattern);
    expect(patterns[0]).toBe("/");
    const firstDynamic = patterns.findIndex((pattern) => pattern.includes(":"));
    expect(patterns.slice(firstDynamic).every((pattern) => pattern.includes(":"))).toBe(true);
    expect(patterns.indexOf("/channels/shopify")).toBeLessThan(patterns.indexOf("/channels/:name"));
  });
});
