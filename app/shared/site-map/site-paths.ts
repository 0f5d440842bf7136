import { pathAliases } from "./path-aliases";
import { siteRoutes, type RouteInfo } from "./route-table";

export const PRIVATE_PREFIX = "/admin";

/** The paths of a dynamic route ("/industry/:slug"), from the content that names them. */
export type Expansions = Readonly<Record<string, () => readonly string[]>>;

const table: Readonly<Record<string, RouteInfo>> = siteRoutes;

export const sitePatterns: readonly string[] = Object.keys(siteRoutes);

/** Every page's path: no endpoints, nothing of the desk, each dynamic route expanded. */
export function pagePaths(expansions: Expansions, patterns = sitePatterns): string[] {
  const paths = patterns.flatMap((pattern) => {
    if (table[pattern]?.resource || pattern.startsWith(`${PRIVATE_PREFIX}/`)) return [];
    if (pattern.includes(":")) {
      const expand = expansions[pattern];
      if (!expand) throw new Error(`site-paths: no expansion for the dynamic route ${pattern}`);
      return expand();
    }
    return [pattern];
  });
  return [...new Set(paths)];
}

export function prerenderPaths(expansions: Expansions, patterns = sitePatterns): string[] {
  return pagePaths(expansions, patterns).filter((path) => !table[path]?.perRequest);
}

export function sitemapPagePaths(expansions: Expansions, patterns = sitePatterns): string[] {
  return pagePaths(expansions, patterns).filter((path) => !(path in pathAliases));
}
