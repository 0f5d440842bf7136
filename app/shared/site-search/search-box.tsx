import type { ReactNode } from "react";

import { Icon } from "#app/shared/icons/icon";
import { cn } from "#app/shared/ui-utils";
import { SEARCH_BOX_ATTRIBUTE, searchBoxParts } from "./search-markers";
import { siteSearchCopy as copy } from "./site-search.copy";

/** Needs script (the index is searched in the browser), so hidden without it. */
export function SearchBox({
  id,
  variant,
  action,
}: {
  /** Prefix of the box's element ids; unique on the page. */
  id: string;
  /** In the header's dialog, or on a page (the 404). */
  variant: "dialog" | "page";
  /** Beside the field: the dialog's close button. */
  action?: ReactNode;
}) {
  const inDialog = variant === "dialog";
  const resultsId = `${id}-results`;
  return (
    <div
      {...{ [SEARCH_BOX_ATTRIBUTE]: variant }}
      data-needs-script=""
      className={cn("flex min-h-0 flex-col", !inDialog && "text-left")}
    >
      <form
        role="search"
        {...{ [searchBoxParts.form]: "" }}
        className={cn(
          "flex items-center gap-3",
          inDialog
            ? "border-line h-16 shrink-0 border-b px-4 sm:px-5"
            : "border-line-strong bg-surface shadow-card focus-within:border-accent-vivid focus-within:ring-accent-vivid h-14 rounded-full border px-5 focus-within:ring-1",
        )}
      >
        <Icon name="search" aria-hidden="true" className="text-ink-subtle size-5 shrink-0" />
        <label htmlFor={`${id}-input`} className="sr-only">
          {copy.inputLabel}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          placeholder={copy.placeholder}
          aria-controls={resultsId}
          {...{ [searchBoxParts.input]: "" }}
          className="search-input text-ink placeholder:text-ink-subtle min-w-0 flex-1 bg-transparent text-base outline-none"
        />
        {action}
      </form>
      <p
        role="status"
        {...{ [searchBoxParts.status]: "" }}
        className={cn(
          "text-ink-muted text-sm",
          inDialog ? "px-4 pt-3 pb-2 sm:px-5" : "px-5 pt-3 pb-1 text-center",
        )}
      >
        {copy.idle}
      </p>
      <ul
        id={resultsId}
        aria-label={copy.resultsLabel}
        {...{ [searchBoxParts.results]: "" }}
        className={cn(
          "flex flex-col gap-0.5 empty:hidden",
          inDialog
            ? "min-h-0 overflow-y-auto overscroll-contain px-2 pb-2 sm:px-3"
            : "border-line bg-surface shadow-card mt-2 rounded-2xl border p-2",
        )}
      />
    </div>
  );
}
