// Filtering a server-rendered list by showing and hiding items; the server filters with the same
// `matchesFilter`, so a visitor without JavaScript (a GET form) sees the same list.

/** The fields a search looks in, as one lower-case text (a typed query holds no newline). */
export function filterText(fields: readonly string[]): string {
  return fields.map((field) => field.toLowerCase()).join("\n");
}

/** The query as the filter uses it: trimmed and lower-cased. */
export const normalizeQuery = (query: string) => query.trim().toLowerCase();

/** The query in one of the fields (case-insensitive), and the category `all` or the item's. */
export function matchesFilter(
  item: { text: string; category?: string },
  query: string,
  category?: { wanted: string; all: string },
): boolean {
  const needle = normalizeQuery(query);
  const inText = !needle || item.text.includes(needle);
  const inCategory =
    !category || category.wanted === category.all || item.category === category.wanted;
  return inText && inCategory;
}

/** The attributes an item of a filterable list carries. */
export function filterAttributes(fields: readonly string[], category?: string) {
  return {
    "data-filter-text": filterText(fields),
    ...(category === undefined ? {} : { "data-filter-category": category }),
  };
}

/** Shows the matching items of `list`, and `emptyId`'s element when none; returns the count. */
export function applyListFilter(
  list: Element,
  query: string,
  category?: { wanted: string; all: string },
  emptyId?: string,
): number {
  let shown = 0;
  for (const item of list.querySelectorAll<HTMLElement>("[data-filter-text]")) {
    const visible = matchesFilter(
      { text: item.dataset.filterText ?? "", category: item.dataset.filterCategory },
      query,
      category,
    );
    item.hidden = !visible;
    if (visible) shown++;
  }
  const empty = emptyId ? list.ownerDocument.getElementById(emptyId) : null;
  if (empty) empty.hidden = shown > 0;
  return shown;
}

/** `q` and `category` set in `current`'s query when not defaults; "" when nothing is left. */
export function filterSearch(
  current: string,
  q: string,
  category: string,
  allValue: string,
): string {
  const params = new URLSearchParams(current);
  params.delete("q");
  params.delete("category");
  if (q) params.set("q", q);
  if (category !== allValue) params.set("category", category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The address with `params` set (blank ones removed) and the rest of its query kept. */
export function withQuery(url: URL, params: Record<string, string | undefined>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(params)) {
    if (value) next.searchParams.set(name, value);
    else next.searchParams.delete(name);
  }
  return `${next.pathname}${next.search}${next.hash}`;
}
