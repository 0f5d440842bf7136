import type { RouteConfigEntry } from "@react-router/dev/routes";
import { href } from "react-router";

import { channelPageSlugs, industrySlugs, integrationSlugs } from "#app/shared/copy/slugs.copy";
import { pathAliases } from "./path-aliases";

/**
 * Every URL of the site, derived from app/routes.ts and the content's slug lists, so a page
 * added to routes.ts is prerendered and listed without typing its path a second time.
 */

/** Route patterns with per-request data: rendered per request, listed in the sitemap. */
const perRequestPages = new Set([href("/templates"), href("/blog")]);
/** Routes that are not HTML pages (feeds, machine-readable files) or not pages at all. */
const notPages = new Set([href("/blog/rss.xml"), href("/sitemap.xml"), href("/robots.txt"), "/*"]);
/** The private area (the sales desk): not public pages, so never prerendered nor listed. */
export const PRIVATE_PREFIX = "/admin";
const isPrivate = (pattern: string) =>
  pattern === PRIVATE_PREFIX || pattern.startsWith(`${PRIVATE_PREFIX}/`);

const channelPath = (name: string) => href("/channels/:name", { name });
const channelPaths = channelPageSlugs.map(channelPath);

/** What each dynamic segment stands for, from the content data. */
const expansions: Readonly<Record<string, () => readonly string[]>> = {
  "/industry/:slug": () => industrySlugs.map((slug) => href("/industry/:slug", { slug })),
  // The fixed channel pages win over the :name pattern, so those slugs are not listed twice.
  "/channels/:name": () =>
    integrationSlugs.map(channelPath).filter((path) => !channelPaths.includes(path)),
  // Each post's URL comes from the platform at request time (the sitemap adds them).
  "/blog/:id": () => [],
};

/** The URL pattern of every route, children included ("/" for the index route). */
export function routePatterns(routes: readonly RouteConfigEntry[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || "/" : `${parent}/${route.path ?? ""}`.replace(/\/+$/, "");
    const pattern = own || "/";
    return [pattern, ...routePatterns(route.children ?? [], pattern === "/" ? "" : pattern)];
  });
}

/** Every page path a visitor can open: static routes plus each dynamic route's expansion. */
export function pagePaths(routes: readonly RouteConfigEntry[]): string[] {
  const paths = routePatterns(routes).flatMap((pattern) => {
    if (notPages.has(pattern) || isPrivate(pattern)) return [];
    if (pattern.includes(":") || pattern.includes("*")) {
      const expand = expansions[pattern];
      if (!expand) throw new Error(`site-paths: no expansion for the dynamic route ${pattern}`);
      return expand();
    }
    return [pattern];
  });
  return [...new Set(paths)];
}

/** Pages rendered to HTML at build time: all pages without per-request data. */
export function prerenderPaths(routes: readonly RouteConfigEntry[]): string[] {
  return pagePaths(routes).filter((path) => !perRequestPages.has(path));
}

/** Indexable pages for the sitemap (aliases point at their target, which is listed). */
export function sitemapPagePaths(routes: readonly RouteConfigEntry[]): string[] {
  return pagePaths(routes).filter((path) => !(path in pathAliases));
}
