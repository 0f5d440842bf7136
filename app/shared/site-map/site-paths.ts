import { channelPageSlugs, industrySlugs, integrationSlugs } from "#app/shared/copy/slugs.copy";
import { href } from "./href";
import { pathAliases } from "./path-aliases";
import { siteRoutes, type RouteInfo } from "./route-table";

/**
 * Every URL of the site, derived from the route table (route-table.ts) and the content's slug
 * lists, so a page added there is prerendered and listed without typing its path a second time.
 */

/** The private area (the sales desk): not public pages, so never prerendered nor listed. */
export const PRIVATE_PREFIX = "/admin";

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

const table = siteRoutes as Readonly<Record<string, RouteInfo>>;

/** The site's route patterns (all of the table unless a subset is given). */
export const sitePatterns: readonly string[] = Object.keys(siteRoutes);

/** Every page path a visitor can open: static patterns plus each dynamic one's expansion. */
export function pagePaths(patterns: readonly string[] = sitePatterns): string[] {
  const paths = patterns.flatMap((pattern) => {
    const info = table[pattern] ?? {};
    if (info.resource || info.private || pattern.startsWith(`${PRIVATE_PREFIX}/`)) return [];
    if (pattern.includes(":")) {
      const expand = expansions[pattern];
      if (!expand) throw new Error(`site-paths: no expansion for the dynamic route ${pattern}`);
      return expand();
    }
    return [pattern];
  });
  return [...new Set(paths)];
}

/** Pages rendered to HTML at build time: all pages without per-request data. */
export function prerenderPaths(patterns: readonly string[] = sitePatterns): string[] {
  return pagePaths(patterns).filter((path) => !table[path]?.perRequest);
}

/** Indexable pages for the sitemap (aliases point at their target, which is listed). */
export function sitemapPagePaths(patterns: readonly string[] = sitePatterns): string[] {
  return pagePaths(patterns).filter((path) => !(path in pathAliases));
}
