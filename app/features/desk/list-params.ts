import { href } from "#app/shared/site-map/href";
import {
  DEFAULT_SORT,
  FIRST_DIRECTION,
  SORT_KEYS,
  type DeskListFilters,
  type ListSort,
  type SortKey,
} from "./desk-values";

/** Inquiries per page of the desk's list (and entries per page of the audit log). */
export const DESK_PAGE_SIZE = 50;

/**
 * The list's query string (`?q=…&sort=…`) for filters, a page and an order, without defaults
 * (the first page has no `page`, the list's own order no `sort`); "" when all are defaults.
 */
export function listSearch(
  filters: DeskListFilters,
  page: number,
  sort: ListSort = DEFAULT_SORT,
): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction) {
    params.set("sort", sort.key);
    params.set("dir", sort.direction);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The list's URL for filters, a page and an order. */
export function listHref(
  filters: DeskListFilters,
  page: number,
  base = href("/admin/inquiries"),
  sort: ListSort = DEFAULT_SORT,
): string {
  return `${base}${listSearch(filters, page, sort)}`;
}

/** The order a query asks for; anything but a known column and direction is the default. */
export function parseListSort(params: URLSearchParams): ListSort {
  const key = params.get("sort") ?? "";
  if (!(SORT_KEYS as readonly string[]).includes(key)) return DEFAULT_SORT;
  const dir = params.get("dir");
  const direction = dir === "asc" || dir === "desc" ? dir : FIRST_DIRECTION[key as SortKey];
  return { key: key as SortKey, direction };
}

/** What a column's header link asks for: the other direction when it is the current order. */
export function sortToggle(current: ListSort, key: SortKey): ListSort {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === "asc" ? "desc" : "asc" };
}
