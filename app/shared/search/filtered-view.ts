import { useLayoutEffect } from "react";

import { normalizeQuery } from "./list-filter";

/** A list's own arrangement unfiltered, one plain grid of the matches when filtered. */
export const VIEW_ATTRIBUTE = "data-view";
export type ListView = "all" | "filtered";

export const listView = (q: string, category: string, allValue: string): ListView =>
  normalizeQuery(q) || category !== allValue ? "filtered" : "all";

/** Keeps the `data-view` of the element `id` in step with the island's filter. */
export function useListView(id: string, q: string, category: string, allValue: string) {
  const view = listView(q, category, allValue);
  useLayoutEffect(() => {
    document.getElementById(id)?.setAttribute(VIEW_ATTRIBUTE, view);
  }, [id, view]);
}
