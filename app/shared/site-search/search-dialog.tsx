import { Icon } from "#app/shared/icons/icon";
import { SearchBox } from "./search-box";
import {
  SEARCH_CLOSE_ATTRIBUTE,
  SEARCH_DIALOG_ID,
  SEARCH_OPEN_ATTRIBUTE,
  searchButtonTitle,
} from "./search-markers";
import { siteSearchCopy as copy } from "./site-search.copy";

const kbdClass =
  "border-line-strong bg-surface text-ink-muted inline-flex h-5 min-w-5 items-center justify-center rounded-md border px-1 font-sans text-[0.6875rem] font-medium";

/** An icon (the bar is full at 1024 px); needs script, so hidden without it. */
export function SearchButton() {
  return (
    <button
      type="button"
      {...{ [SEARCH_OPEN_ATTRIBUTE]: "" }}
      aria-haspopup="dialog"
      aria-controls={SEARCH_DIALOG_ID}
      aria-keyshortcuts="Control+K Meta+K"
      title={searchButtonTitle(copy.shortcut.other)}
      data-needs-script=""
      className="pressable text-ink-soft hover:bg-surface-muted hover:text-ink inline-flex size-10 items-center justify-center rounded-full lg:size-9"
    >
      <Icon name="search" aria-hidden="true" className="size-[1.125rem]" />
      <span className="sr-only">{copy.button}</span>
    </button>
  );
}

/** Modal: the page behind is inert; focus returns to what opened it. */
export function SearchDialog() {
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      aria-label={copy.dialogLabel}
      {...{ closedby: "any" }}
      className="search-dialog bg-surface border-line shadow-panel text-ink rounded-[1.375rem] border p-0"
    >
      <div className="flex max-h-[inherit] flex-col">
        <SearchBox
          id={SEARCH_DIALOG_ID}
          variant="dialog"
          action={
            <button
              type="button"
              {...{ [SEARCH_CLOSE_ATTRIBUTE]: "" }}
              className="pressable text-ink-muted hover:bg-surface-muted hover:text-ink -mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full"
            >
              <Icon name="x" aria-hidden="true" className="size-5" />
              <span className="sr-only">{copy.close}</span>
            </button>
          }
        />
        <ul
          aria-hidden="true"
          className="border-line text-ink-muted hidden shrink-0 gap-4 border-t px-5 py-2.5 text-xs sm:flex"
        >
          {copy.hints.map((hint) => (
            <li key={hint.label} className="inline-flex items-center gap-1.5">
              {hint.keys.map((key) => (
                <kbd key={key} className={kbdClass}>
                  {key}
                </kbd>
              ))}
              {hint.label}
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
