import { useLayoutEffect, useRef, type ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { useListView } from "./filtered-view";
import { SearchField } from "./search-field";
import { useListFilter } from "./use-list-filter";
import { islandCommitted } from "#app/shared/page-runtime/islands";

interface FilterOption {
  value: string;
  label: string;
}

export interface SearchFilterCopy {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  categoriesLabel: string;
}

/** The search island over a server-rendered list with categories: the blog's and the templates'. */
export interface SearchFilterProps {
  /** The form's id: the category buttons name it, and so does server-drawn markup the island drives (islands.ts). */
  id: string;
  action: string;
  copy: SearchFilterCopy;
  /** The first is the "all" option. */
  options: readonly FilterOption[];
  /** The list the island filters, its empty state, and the element whose `data-view` follows. */
  listId: string;
  emptyId: string;
  viewId: string;
  initial: { q: string; category: string; count: number };
  /** Announced text at the field's end, e.g. the count of results. */
  status?: (count: number) => ReactNode;
  /** The list's sections that show while one of their items does (the server draws the same). */
  sectionSelector?: string;
  /** A button of the list with this attribute picks its `value`'s category, focusing its tab. */
  showCategoryAttribute?: string;
  formClassName?: string;
  /** The category row's box (the row inside it scrolls and fades; a sticky box stays opaque). */
  groupClassName?: string;
}

// Without JavaScript a GET form (a category button submits `q` with its own category; the server
// reads the last); with it, live. The button row joins the form by id, so it can scroll away.
export function SearchFilter({
  id,
  action,
  copy,
  options,
  listId,
  emptyId,
  viewId,
  initial,
  status,
  sectionSelector,
  showCategoryAttribute,
  formClassName,
  groupClassName,
}: SearchFilterProps) {
  const allValue = options[0]?.value ?? "";
  const { q, setQ, category, setCategory, count } = useListFilter({
    listId,
    emptyId,
    allValue,
    initial,
  });
  useListView(viewId, q, category, allValue);
  useLayoutEffect(() => {
    if (!sectionSelector) return;
    const list = document.getElementById(listId);
    for (const section of list?.querySelectorAll<HTMLElement>(sectionSelector) ?? []) {
      section.hidden = !section.querySelector("li[data-filter-text]:not([hidden])");
    }
  }, [sectionSelector, listId, q, category]);
  useLayoutEffect(() => {
    const list = document.getElementById(listId);
    if (!showCategoryAttribute || !list) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>(
        `[${showCategoryAttribute}]`,
      );
      if (!button) return;
      event.preventDefault();
      setCategory(button.value);
      document
        .querySelector<HTMLButtonElement>(
          `button[form="${id}"][value="${CSS.escape(button.value)}"]:not([${showCategoryAttribute}])`,
        )
        ?.focus();
    };
    list.addEventListener("click", onClick);
    return () => list.removeEventListener("click", onClick);
  });
  const searchRef = useRef<HTMLInputElement>(null);
  // A search typed before the page hydrated filters the list.
  useValueFromBeforeHydration(searchRef, setQ);
  return (
    <>
      <form
        ref={islandCommitted}
        id={id}
        method="get"
        action={action}
        role="search"
        aria-label={copy.searchLabel}
        className={formClassName}
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          inputRef={searchRef}
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={q}
          onValueChange={setQ}
          submitLabel={copy.searchButton}
          status={status?.(count)}
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
          aria-label={copy.categoriesLabel}
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
                  setCategory(option.value);
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
