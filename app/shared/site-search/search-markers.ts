import { siteSearchCopy as copy } from "./site-search.copy";

// The attributes and ids the search's markup (search-box.tsx, search-dialog.tsx) and its scripts
// share. A module of their own: the chrome's script imports these, not the components.

/** The root of a search box: "dialog" or "page". */
export const SEARCH_BOX_ATTRIBUTE = "data-site-search";
export const searchBoxParts = {
  form: "data-search-form",
  input: "data-search-input",
  status: "data-search-status",
  results: "data-search-results",
} as const;
export const SEARCH_DIALOG_ID = "site-search";
/** Marks the buttons that open the dialog. */
export const SEARCH_OPEN_ATTRIBUTE = "data-search-open";
export const SEARCH_CLOSE_ATTRIBUTE = "data-search-close";
/** Marks a result's link; the arrow keys move among these. */
export const SEARCH_RESULT_ATTRIBUTE = "data-search-result";

/** The button's title names the shortcut; search-launcher.ts spells it the Apple way there. */
export const searchButtonTitle = (shortcut: string) => `${copy.button} (${shortcut})`;
