import { Search } from "lucide-react";
import { useRef, type ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import { buttonVariants } from "#app/components/ui/button";
import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";

interface FilterOption {
  value: string;
  label: string;
}

/**
 * A search box and a row of category buttons over a list (templates, blog). Without
 * JavaScript it is a plain GET form: Enter or the Search button submits `q` with the current
 * category, a category button submits `q` with its own category (the server reads the last
 * `category`). With JavaScript, typing and the buttons filter live and nothing is submitted.
 */
export function SearchFilter({
  id,
  action,
  searchLabel,
  placeholder,
  searchButton,
  q,
  onQueryChange,
  groupLabel,
  options,
  category,
  onCategoryChange,
  status,
  className,
}: {
  /** The form's id (what server-drawn markup the island drives names: islands.ts). */
  id?: string;
  action: string;
  searchLabel: string;
  placeholder: string;
  searchButton: string;
  q: string;
  onQueryChange: (q: string) => void;
  groupLabel: string;
  options: readonly FilterOption[];
  category: string;
  onCategoryChange: (category: string) => void;
  /** Announced text under the controls, e.g. the count of results. */
  status?: ReactNode;
  className?: string;
}) {
  const searchRef = useRef<HTMLInputElement>(null);
  // A search typed before the page hydrated filters the list.
  useValueFromBeforeHydration(searchRef, onQueryChange);
  return (
    <form
      id={id}
      method="get"
      action={action}
      role="search"
      aria-label={searchLabel}
      className={className}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="text-ink-subtle pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
          />
          <input
            ref={searchRef}
            type="search"
            name="q"
            value={q}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={placeholder}
            aria-label={searchLabel}
            maxLength={200}
            autoComplete="off"
            className="focus-visible:outline-accent-vivid border-line-strong bg-surface text-ink placeholder:text-ink-subtle shadow-card h-11 w-full rounded-full border pr-4 pl-11 text-base"
          />
        </div>
        <button type="submit" className={buttonVariants({ variant: "ink", size: "md" })}>
          {searchButton}
        </button>
      </div>
      {/* The current category, sent with a search; a clicked category button comes after it. */}
      {category !== options[0]?.value ? (
        <input type="hidden" name="category" value={category} />
      ) : null}
      {/* One row that scrolls sideways on narrow screens, so a sticky bar stays short; its cut
          edge fades (scroll-fade-x). */}
      <div
        role="group"
        aria-label={groupLabel}
        className="scroll-fade-x -mx-1 mt-3 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-1 py-1"
      >
        {options.map((option) => {
          const selected = option.value === category;
          return (
            <button
              key={option.value}
              type="submit"
              name="category"
              value={option.value}
              aria-pressed={selected}
              onClick={(event) => {
                event.preventDefault();
                onCategoryChange(option.value);
              }}
              className={cn(
                "pressable shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                selected
                  ? "border-ink bg-ink text-canvas"
                  : "border-line-strong bg-surface text-ink-soft hover:border-ink-subtle hover:text-ink",
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {status ? (
        <p role="status" className="text-ink-soft mt-2 text-sm font-medium">
          {status}
        </p>
      ) : null}
    </form>
  );
}
