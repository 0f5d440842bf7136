import { href } from "#app/shared/site-map/href";
import type { DeskListFilters } from "./desk-values";

/** Inquiries per page of the desk's list (and entries per page of the audit log). */
export const DESK_PAGE_SIZE = 50;

/** The list's URL for filters and a page, without defaults (the first page has no `page`). */
export function listHref(
  filters: DeskListFilters,
  page: number,
  base = href("/admin/inquiries"),
): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
