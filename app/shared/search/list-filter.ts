/**
 * Filtering a long list the server rendered, without re-rendering it: every item carries its
 * searchable text (`data-filter-text`) and category (`data-filter-category`), and a search
 * island only shows or hides items. The server filters with the same `matchesFilter`, so a
 * visitor without JavaScript (a GET form) sees the same list.
 */

/** The fields a search looks in, as one lower-case text (a typed query holds no newline). */
export function filterText(fields: readonly string[]): string {
  return fields.map((field) => field.toLowerCase()).join("\n");
}

/** The query as the filter uses it: trimmed and lower-cased. */
export const normalizeQuery = (query: string) => query.trim().toLowerCase();

/**
 * True when the query appears in one of the fields (case-insensitive) and the category is
 * `all` or the item's own.
 */
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

/**
 * Shows the items of `list` that match and hides the others; returns how many are shown. The
 * element with `emptyId`, if any, is shown when none are.
 */
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

/**
 * The query string for a filter state: the other parameters of `current` kept, `q` and
 * `category` set when they differ from their defaults. "" when nothing is left.
 */
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
