import { href } from "react-router";

/** Inquiries per page of the desk's list. */
export const DESK_PAGE_SIZE = 50;
/** Longer searches are cut: nobody's name, e-mail or company is longer. */
const MAX_QUERY_LENGTH = 200;

/** The search and page of the list from its URL (`?q=…&page=…`), within bounds. */
export function listParams(url: URL): { query: string; page: number } {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  return { query, page };
}

/** The list's URL for a search and page (the first page has no `page`). */
export function listHref(query: string, page: number, base = href("/admin/inquiries")): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
