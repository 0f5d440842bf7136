import { useLayoutEffect } from "react";

import { normalizeQuery } from "./list-filter";

/**
 * A list with two views: its own arrangement when nothing filters it (a featured item,
 * sections), one plain grid of the matches when a search or a category does. The server draws
 * the element with `data-view` for the address's filter; the search island keeps it in step.
 */
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
