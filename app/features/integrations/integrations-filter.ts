import { filterText, matchesFilter } from "#app/shared/search/list-filter";

/** The fields the integrations search looks at. */
interface Searchable {
  title: string;
  description: string;
  category: string;
}

/** The fields the search looks in, as the list's items carry them. */
export const integrationSearchFields = (item: Searchable) => [
  item.title,
  item.description,
  item.category,
];

/** True when the case-insensitive query appears in the title, description or category. */
export function matchesIntegration(item: Searchable, query: string): boolean {
  return matchesFilter({ text: filterText(integrationSearchFields(item)) }, query);
}

/** The query as read from a URL's search parameters (`?q=`), never null. */
export function queryFromSearch(search: URLSearchParams): string {
  return search.get("q") ?? "";
}

/**
 * The URL of the directory for a query: `?q=` holds the query, and a blank query leaves the
 * plain path so the URL stays clean.
 */
export function searchHref(pathname: string, query: string): string {
  if (!query.trim()) return pathname;
  return `${pathname}?${new URLSearchParams({ q: query }).toString()}`;
}

/** "16 integrations found" / "1 integration found". */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? "integration" : "integrations"} found`;
}
