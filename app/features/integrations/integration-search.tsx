import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { href } from "#app/shared/site-map/href";

import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { applyListFilter, withQuery } from "#app/shared/search/list-filter";
import { SearchField } from "#app/shared/search/search-field";
import { INTEGRATION_LIST_ID, NO_INTEGRATIONS_ID } from "./integration-directory";
import { resultCountText } from "./integrations-filter";
import { islandCommitted } from "#app/shared/page-runtime/islands";

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
        ref={islandCommitted}
        role="search"
        method="get"
        action={href("/integrations")}
        onSubmit={onSubmit}
        className="mx-auto max-w-2xl"
      >
        <label htmlFor={inputId} className="text-ink block text-sm font-semibold">
          Search integrations
        </label>
        <SearchField
          id={inputId}
          inputRef={inputRef}
          placeholder="Search integrations by name, or description..."
          value={query}
          onValueChange={onChange}
          submitLabel="Search"
          className="mt-2"
        />
      </form>
      <p aria-live="polite" role="status" className="text-ink-muted mt-4 text-center text-sm">
        {resultCountText(count)}
      </p>
    </>
  );
}
