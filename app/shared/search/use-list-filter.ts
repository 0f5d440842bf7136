import { useCallback, useLayoutEffect, useState } from "react";

import { applyListFilter, filterSearch } from "./list-filter";

/** Marks the link of a list's empty state that clears the search (EmptyResults). */
export const CLEAR_SEARCH_ATTRIBUTE = "data-clear-search";

/** A search island's state, kept in the address; it shows and hides items, rendering none. */
export function useListFilter({
  listId,
  emptyId,
  allValue,
  initial,
}: {
  listId: string;
  emptyId: string;
  allValue: string;
  initial: { q: string; category: string; count: number };
}) {
  const [filter, setFilter] = useState({ q: initial.q, category: initial.category });
  const [count, setCount] = useState(initial.count);

  const apply = useCallback(
    (q: string, category: string) => {
      setFilter({ q, category });
      const list = document.getElementById(listId);
      if (list) setCount(applyListFilter(list, q, { wanted: category, all: allValue }, emptyId));
      const search = filterSearch(location.search, q, category, allValue);
      if (search !== location.search) {
        history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
      }
    },
    [listId, emptyId, allValue],
  );

  const { q, category } = filter;
  // A layout effect: the link works as soon as the island has hydrated (early-input.ts).
  useLayoutEffect(() => {
    const link = document.querySelector(`#${emptyId} [${CLEAR_SEARCH_ATTRIBUTE}]`);
    const clear = (event: Event) => {
      event.preventDefault();
      apply("", category);
    };
    link?.addEventListener("click", clear);
    return () => link?.removeEventListener("click", clear);
  }, [apply, emptyId, category]);

  return {
    q,
    category,
    count,
    setQ: (next: string) => apply(next, category),
    setCategory: (next: string) => apply(q, next),
  };
}
