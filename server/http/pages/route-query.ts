import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import type { RouteHandle } from "#app/context";
import { queryParamsOf } from "#app/shared/site-map/route-table";

/**
 * Which query parameters a page's render reads (its routes' `handle.queryParams`): any other
 * query changes nothing, so the prerendered or cached page answers.
 */
export type ReadParams = (pathname: string) => ReadonlySet<string>;

const DATA_ROUTES_PARAM = "_routes";

export function pagePathOf(pathname: string): { page: string; data: boolean } {
  if (pathname === "/_root.data") return { page: "/", data: true };
  const page = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return { page: page.length > 1 ? page.replace(/\/+$/, "") : page, data: page !== pathname };
}

export interface RouteQuery {
  readParams: ReadParams;
  routeIdsOf: (page: string) => ReadonlySet<string>;
}

export function routeQuery(build: Pick<ServerBuild, "routes">): RouteQuery {
  const manifest = build.routes ?? {};
  const tree = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index,
        caseSensitive: route!.caseSensitive,
        children: tree(route!.id),
      })) as RouteObject[];
  const routes = tree(undefined);
  const cache = new Map<string, ReadonlySet<string>>();
  const matchIds = (page: string) =>
    new Set((matchRoutes(routes, page) ?? []).map((match) => match.route.id!));

  const readParams: ReadParams = (pathname) => {
    const { page, data } = pagePathOf(pathname);
    const key = `${data ? "data:" : ""}${page}`;
    const known = cache.get(key);
    if (known) return known;
    // The route table's declaration (every page), and a React Router route's own handle.
    const names = new Set<string>([...(data ? [DATA_ROUTES_PARAM] : []), ...queryParamsOf(page)]);
    for (const match of matchRoutes(routes, page) ?? []) {
      const handle = manifest[match.route.id!]?.module.handle as RouteHandle | undefined;
      for (const name of handle?.queryParams ?? []) names.add(name);
    }
    // Paths come from visitors: remember only a bounded number.
    if (cache.size < 1000) cache.set(key, names);
    return names;
  };
  return { readParams, routeIdsOf: matchIds };
}

export function queryIsIgnorable(search: string, reads: ReadonlySet<string>): boolean {
  if (search === "" || reads.size === 0) return true;
  for (const name of new URLSearchParams(search).keys()) if (reads.has(name)) return false;
  return true;
}
