import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

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

/**
 * Search text and category of a filtered list, kept in the URL's query so that a filtered view
 * can be shared and renders on the server. Typing filters live: the URL is replaced with the
 * History API, not with a router navigation, because a navigation would reload every loader
 * (the root's too) on each keystroke. Any router navigation (a link, back and forward) starts
 * again from the URL it lands on.
 */
export function useUrlFilter<C extends string>(
  parse: (params: URLSearchParams) => { q: string; category: C },
  allValue: C,
) {
  const [searchParams] = useSearchParams();
  // Replacing the URL with the History API leaves the router's location (and key) as it was.
  const { key } = useLocation();
  const [state, setState] = useState(() => ({ from: key, ...parse(searchParams) }));

  // Adjusting state while rendering (React's documented pattern for "reset on prop change").
  let current = state;
  if (state.from !== key) {
    current = { from: key, ...parse(searchParams) };
    setState(current);
  }

  const { q, category } = current;
  useEffect(() => {
    const search = filterSearch(window.location.search, q, category, allValue);
    if (search !== window.location.search) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
    }
  }, [q, category, allValue]);

  return {
    q,
    category,
    setQ: (next: string) => setState((prev) => ({ ...prev, q: next })),
    setCategory: (next: C) => setState((prev) => ({ ...prev, category: next })),
  };
}
