import { Search } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { href } from "#app/shared/site-map/href";

import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { applyListFilter, withQuery } from "#app/shared/search/list-filter";
import { Button } from "#app/components/ui/button";
import { INTEGRATION_LIST_ID, NO_INTEGRATIONS_ID } from "./integration-directory";
import { resultCountText } from "./integrations-filter";

/**
 * The directory's search (an island): without JavaScript a GET form the server answers with
 * the filtered list; with it, the list filters as you type, the query kept in the address.
 */
export function IntegrationSearch({
  initialQuery,
  initialCount,
}: {
  initialQuery: string;
  initialCount: number;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [count, setCount] = useState(initialCount);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = "integration-search";

  const onChange = useCallback((value: string) => {
    setQuery(value);
    const list = document.getElementById(INTEGRATION_LIST_ID);
    if (list) setCount(applyListFilter(list, value, undefined, NO_INTEGRATIONS_ID));
    history.replaceState(history.state, "", withQuery(new URL(location.href), { q: value.trim() }));
  }, []);
  // A search typed before the island hydrated filters the list.
  useValueFromBeforeHydration(inputRef, onChange);

  // "Show all integrations" (a link to the plain page without JavaScript) just clears the search.
  useEffect(() => {
    const showAll = document.querySelector(`#${NO_INTEGRATIONS_ID} [data-show-all]`);
    const clear = (event: Event) => {
      event.preventDefault();
      onChange("");
      inputRef.current?.focus();
    };
    showAll?.addEventListener("click", clear);
    return () => showAll?.removeEventListener("click", clear);
  }, [onChange]);

  // The list is already filtered: Enter keeps the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      <form
        role="search"
        method="get"
        action={href("/integrations")}
        onSubmit={onSubmit}
        className="mx-auto max-w-2xl"
      >
        <label htmlFor={inputId} className="text-ink block text-sm font-semibold">
          Search integrations
        </label>
        <div className="mt-2 flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="text-ink-subtle pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
            />
            <input
              id={inputId}
              ref={inputRef}
              type="search"
              name="q"
              value={query}
              onChange={(event) => onChange(event.target.value)}
              placeholder="Search integrations by name, or description..."
              autoComplete="off"
              className="focus-visible:border-accent-vivid border-line-strong bg-surface text-ink placeholder:text-ink-subtle h-12 w-full rounded-lg border pr-3 pl-10"
            />
          </div>
          <Button type="submit" size="lg" variant="secondary">
            Search
          </Button>
        </div>
      </form>
      <p aria-live="polite" role="status" className="text-ink-muted mt-4 text-center text-sm">
        {resultCountText(count)}
      </p>
    </>
  );
}
