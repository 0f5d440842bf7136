import { queryParamsOf } from "#app/shared/site-map/route-table";

/**
 * Which query parameters a page's server render reads, as the route table declares them
 * (app/shared/site-map/route-table.ts). Every other parameter (campaign tags, cache busters,
 * junk) changes nothing in the page, so such a request gets the prerendered or cached page.
 */
export type ReadParams = (pathname: string) => ReadonlySet<string>;

const declared = new Map<string, ReadonlySet<string>>();

export const readParams: ReadParams = (pathname) => {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const known = declared.get(page);
  if (known) return known;
  const names = new Set(queryParamsOf(page));
  // Paths come from visitors: remember only a bounded number of them.
  if (declared.size < 1000) declared.set(page, names);
  return names;
};

/**
 * True when the query string (without its "?") holds no parameter the page reads, so the page
 * is the same as without it.
 */
export function queryIsIgnorable(search: string, reads: ReadonlySet<string>): boolean {
  if (search === "" || reads.size === 0) return true;
  for (const name of new URLSearchParams(search).keys()) if (reads.has(name)) return false;
  return true;
}
