import { channelPageSlugs, industrySlugs, integrationSlugs } from "#app/shared/copy/slugs.copy";
import { href } from "./href";
import { pathAliases } from "./path-aliases";
import { siteRoutes, type RouteInfo } from "./route-table";

// Derived from the route table and the content's slugs: a page is added by typing its path once.

export const PRIVATE_PREFIX = "/admin";

const channelPath = (name: string) => href("/channels/:name", { name });
const channelPaths = channelPageSlugs.map(channelPath);

const expansions: Readonly<Record<string, () => readonly string[]>> = {
  "/industry/:slug": () => industrySlugs.map((slug) => href("/industry/:slug", { slug })),
  // The fixed channel pages win over the :name pattern, so those slugs are not listed twice.
  "/channels/:name": () =>
    integrationSlugs.map(channelPath).filter((path) => !channelPaths.includes(path)),
  // Each post's URL comes from the platform at request time (the sitemap adds them).
  "/blog/:id": () => [],
};

const table = siteRoutes as Readonly<Record<string, RouteInfo>>;

export const sitePatterns: readonly string[] = Object.keys(siteRoutes);

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

export function prerenderPaths(patterns: readonly string[] = sitePatterns): string[] {
  return pagePaths(patterns).filter((path) => !table[path]?.perRequest);
}

export function sitemapPagePaths(patterns: readonly string[] = sitePatterns): string[] {
  return pagePaths(patterns).filter((path) => !(path in pathAliases));
}
