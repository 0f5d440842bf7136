import { Search } from "lucide-react";
import { useRef, useState, type FormEvent, type MouseEvent } from "react";
import { href } from "#app/shared/site-map/href";

import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import type { Integration } from "./integrations.copy";
import { filterIntegrations, resultCountText, searchHref } from "./integrations-filter";
import { Button } from "#app/components/ui/button";
import { IntegrationCard } from "./integration-card";

const PATH = href("/integrations");

/**
 * Keeps the query in the address bar without a router navigation: a navigation would run the
 * loaders again on every key press. The router's own history state is kept, so Back and
 * Forward still work and come back to the filtered list.
 */
function replaceQueryInUrl(query: string) {
  const url = searchHref(window.location.pathname, query) + window.location.hash;
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The searchable directory. Without JavaScript it is a GET form: the server renders the
 * filtered list for `?q=`. With JavaScript the list filters as you type.
 */
export function IntegrationDirectory({
  integrations,
  initialQuery,
}: {
  integrations: readonly Integration[];
  initialQuery: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const inputId = "integration-search";
  const inputRef = useRef<HTMLInputElement>(null);
  const results = filterIntegrations(integrations, query);

  const onChange = (value: string) => {
    setQuery(value);
    replaceQueryInUrl(value);
  };
  // A search typed before the page hydrated filters the list.
  useValueFromBeforeHydration(inputRef, onChange);
  // The list is already filtered: Enter only keeps the URL in step.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    replaceQueryInUrl(query);
  };

  // Without JavaScript the link loads the unfiltered page; with it, the search just clears.
  const onShowAll = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChange("");
    inputRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-6 pb-16">
      <form
        role="search"
        method="get"
        action={PATH}
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
        {resultCountText(results.length)}
      </p>

      {results.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {results.map((integration) => (
            <li key={integration.slug}>
              <IntegrationCard integration={integration} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="border-line-strong bg-surface mt-8 rounded-2xl border border-dashed p-10 text-center">
          <p className="text-ink text-lg font-semibold">
            No integrations found matching your search.
          </p>
          <p className="text-ink-muted mt-2">
            Try a platform name such as Shopify, or a category such as eCommerce.
          </p>
          <a
            href={PATH}
            onClick={onShowAll}
            className="text-accent mt-4 inline-block rounded font-semibold hover:underline"
          >
            Show all integrations
          </a>
        </div>
      )}
    </div>
  );
}
