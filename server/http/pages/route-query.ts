import { queryParamsOf } from "#app/shared/site-map/route-table";
import { withoutTrailingSlash } from "#app/shared/site-map/trailing-slash";
import { queryIsOnlyTracking } from "#server/http/guards/tracking-params";

/** The query a page reads (the route table's `queryParams`); any other changes nothing. */
export type ReadParams = (pathname: string) => ReadonlySet<string>;

const declared = new Map<string, ReadonlySet<string>>();

export const readParams: ReadParams = (pathname) => {
  const page = withoutTrailingSlash(pathname);
  const known = declared.get(page);
  if (known) return known;
  const names = new Set(queryParamsOf(page));
  // Paths come from visitors: remember only a bounded number.
  if (declared.size < 1000) declared.set(page, names);
  return names;
};

export function queryIsIgnorable(search: string, reads: ReadonlySet<string>): boolean {
  if (search === "" || reads.size === 0) return true;
  for (const name of new URLSearchParams(search).keys()) if (reads.has(name)) return false;
  return true;
}

/** Whether `search` changes nothing of the page (without `readParams`: tracking only). */
export function pageIgnoresQuery(
  search: string,
  pathname: string,
  readParams?: ReadParams,
): boolean {
  return readParams ? queryIsIgnorable(search, readParams(pathname)) : queryIsOnlyTracking(search);
}
