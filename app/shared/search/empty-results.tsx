import type { ReactNode } from "react";

import { buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/shared/icons/icon";
import { filterSearch } from "./list-filter";
import { CLEAR_SEARCH_ATTRIBUTE } from "./use-list-filter";

export const clearSearchLabel = "Clear search";

/** "Clear search" is a link to the list without `q`, so it works without JavaScript. */
export function EmptyResults({
  id,
  hidden,
  title,
  text,
  path,
  category,
  allValue,
  announce = false,
}: {
  id: string;
  hidden: boolean;
  title: ReactNode;
  text?: ReactNode;
  /** The list's own path (/templates, /blog). */
  path: string;
  category: string;
  allValue: string;
  /** A status region, for lists that have no count of their own announcing the change. */
  announce?: boolean;
}) {
  return (
    <div
      id={id}
      hidden={hidden}
      role={announce ? "status" : undefined}
      className="border-line-strong bg-surface mt-6 grid justify-items-center rounded-[1.25rem] border border-dashed px-6 py-16 text-center [&[hidden]]:hidden"
    >
      <span className="bg-surface-muted text-ink-muted mb-4 inline-flex size-12 items-center justify-center rounded-full">
        <Icon name="search" aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-ink text-xl font-semibold">{title}</h2>
      {text ? <p className="text-ink-muted mt-2">{text}</p> : null}
      <a
        href={`${path}${filterSearch("", "", category, allValue)}`}
        {...{ [CLEAR_SEARCH_ATTRIBUTE]: "" }}
        className={buttonVariants({ variant: "secondary", className: "mt-6" })}
      >
        <Icon name="x" aria-hidden="true" />
        {clearSearchLabel}
      </a>
    </div>
  );
}
