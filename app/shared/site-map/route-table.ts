import { pathAliases } from "./path-aliases";
import { pageRoutes } from "./pages.generated";

// The site's routes: one per page file in app/pages/ (pages.generated.ts, `npm run routes`) and
// the aliases that answer with another's page. `href()` is typed from it; the site map derives
// its pages from it; the server reads each page's `queryParams`.
export interface RouteInfo {
  /** `export const prerender = false` in the page: rendered per request, never prerendered. */
  perRequest?: boolean;
  /** `export const queryParams = [...]` in the page; any other query is answered from its sealed copy. */
  queryParams?: readonly string[];
  /** An endpoint (`.ts` page file): a feed or a file. */
  resource?: boolean;
}

type AliasRoutes = { readonly [alias in keyof typeof pathAliases]: RouteInfo };

const aliasRoutes = Object.fromEntries(
  Object.entries(pathAliases).map(([alias, target]) => [
    alias,
    (pageRoutes as Record<string, RouteInfo>)[target] ?? {},
  ]),
) as AliasRoutes;

export const siteRoutes: Readonly<Record<keyof typeof pageRoutes, RouteInfo>> & AliasRoutes = {
  ...pageRoutes,
  ...aliasRoutes,
};

export type SitePattern = keyof typeof siteRoutes;

/** The route pattern that answers `pathname`: a fixed one first, else the first dynamic match. */
export function patternOf(pathname: string): SitePattern | undefined {
  const patterns = Object.keys(siteRoutes) as SitePattern[];
  if (patterns.includes(pathname as SitePattern)) return pathname as SitePattern;
  return patterns.find(
    (pattern) =>
      pattern.includes(":") && new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(pathname),
  );
}

export function queryParamsOf(pathname: string): readonly string[] {
  const pattern = patternOf(pathname);
  return (pattern ? siteRoutes[pattern].queryParams : undefined) ?? [];
}
