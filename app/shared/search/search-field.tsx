import { ArrowRight, Search } from "lucide-react";
import type { ReactNode, Ref } from "react";

import { cn } from "#app/shared/ui-utils";

/** Marks the one search field of the site (templates, blog, integrations); tests compare them. */
export const SEARCH_FIELD_ATTRIBUTE = "data-search-field";

/** A pill with its own submit button, so a visitor without JavaScript can search too. */
export function SearchField({
  inputRef,
  id,
  label,
  placeholder,
  value,
  onValueChange,
  submitLabel,
  status,
  className,
}: {
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  /** The input's accessible name, when no visible <label> names it. */
  label?: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  submitLabel: string;
  /** Announced text at the field's end, e.g. the count of results. */
  status?: ReactNode;
  className?: string;
}) {
  return (
    <div
      {...{ [SEARCH_FIELD_ATTRIBUTE]: "" }}
      className={cn(
        "border-line-strong bg-surface shadow-card has-[input:focus-visible]:outline-accent-vivid relative flex h-11 items-center rounded-full border has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2",
        className,
      )}
    >
      <Search
        aria-hidden="true"
        className="text-ink-subtle pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 sm:left-3.5"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={200}
        autoComplete="off"
        className="text-ink placeholder:text-ink-subtle h-full min-w-0 flex-1 rounded-full bg-transparent pr-0.5 pl-9 text-base outline-none sm:pr-2 sm:pl-11"
      />
      {status ? (
        <p
          role="status"
          className="text-ink-muted shrink-0 pr-2 text-xs font-medium whitespace-nowrap tabular-nums sm:pr-3 sm:text-sm"
        >
          {status}
        </p>
      ) : null}
      <button
        type="submit"
        className="pressable bg-ink text-canvas focus-visible:outline-accent-vivid mr-1 inline-flex h-9 shrink-0 items-center justify-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 max-sm:w-9 max-sm:px-0"
      >
        <ArrowRight aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">{submitLabel}</span>
      </button>
    </div>
  );
}
