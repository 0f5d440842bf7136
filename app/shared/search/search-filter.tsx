import { useRef, type ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { SearchField } from "./search-field";

interface FilterOption {
  value: string;
  label: string;
}

// Without JavaScript a GET form (a category button submits `q` with its own category; the server
// reads the last); with it, live. The button row joins the form by id, so it can scroll away.
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
  formClassName,
  groupClassName,
}: {
  /** The form's id: the category buttons name it, and so does server-drawn markup the island drives (islands.ts). */
  id: string;
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
  /** Announced text at the field's end, e.g. the count of results. */
  status?: ReactNode;
  formClassName?: string;
  /** The category row's box (the row inside it scrolls and fades; a sticky box stays opaque). */
  groupClassName?: string;
}) {
  const searchRef = useRef<HTMLInputElement>(null);
  // A search typed before the page hydrated filters the list.
  useValueFromBeforeHydration(searchRef, onQueryChange);
  return (
    <>
      <form
        id={id}
        method="get"
        action={action}
        role="search"
        aria-label={searchLabel}
        className={formClassName}
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          inputRef={searchRef}
          label={searchLabel}
          placeholder={placeholder}
          value={q}
          onValueChange={onQueryChange}
          submitLabel={searchButton}
          status={status}
        />
        {/* The current category, sent with a search; a clicked category button comes after it. */}
        {category !== options[0]?.value ? (
          <input type="hidden" name="category" value={category} />
        ) : null}
      </form>
      {/* One row that scrolls sideways on narrow screens; its cut edge fades (scroll-fade-x). */}
      <div className={groupClassName}>
        <div
          role="group"
          aria-label={groupLabel}
          className="scroll-fade-x -mx-1 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-1 py-1"
        >
          {options.map((option) => {
            const selected = option.value === category;
            return (
              <button
                key={option.value}
                type="submit"
                form={id}
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
      </div>
    </>
  );
}
