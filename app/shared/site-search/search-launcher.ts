import {
  SEARCH_BOX_ATTRIBUTE,
  SEARCH_CLOSE_ATTRIBUTE,
  SEARCH_DIALOG_ID,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_RESULT_ATTRIBUTE,
  searchButtonTitle,
} from "./search-markers";
import { siteSearchCopy as copy } from "./site-search.copy";

/** The search's own code, fetched when a search first opens (search-session.ts). */
const loadSession = () => import("./search-session");

const isApple = (nav: Navigator) => /Mac|iPhone|iPad/.test(nav.platform || nav.userAgent);

/** The dialog from the header's button and ⌘K / Ctrl+K; the search loads only then. */
export function startSiteSearch(doc: Document = document): void {
  const dialog = doc.getElementById(SEARCH_DIALOG_ID) as HTMLDialogElement | null;
  const start = (box: Element | null | undefined) => {
    if (!(box instanceof HTMLElement)) return;
    loadSession().then(
      ({ startSearchSession }) => startSearchSession(box),
      () => {
        const status = box.querySelector("[role=status]");
        if (status) status.textContent = copy.failed;
      },
    );
  };
  const open = () => {
    if (!dialog || dialog.open) return;
    dialog.showModal();
    const input = dialog.querySelector("input");
    input?.focus();
    input?.select();
    start(dialog.querySelector(`[${SEARCH_BOX_ATTRIBUTE}]`));
  };

  if (isApple(doc.defaultView!.navigator)) {
    for (const button of doc.querySelectorAll(`[${SEARCH_OPEN_ATTRIBUTE}]`)) {
      button.setAttribute("title", searchButtonTitle(copy.shortcut.apple));
    }
  }
  doc.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest?.(`[${SEARCH_OPEN_ATTRIBUTE}]`)) open();
    else if (target.closest?.(`[${SEARCH_CLOSE_ATTRIBUTE}]`)) dialog?.close();
    // A result opens its page: the dialog is not left open for the back button.
    else if (dialog?.open && target.closest?.(`[${SEARCH_RESULT_ATTRIBUTE}]`)) dialog.close();
  });
  // A search field takes Escape to clear itself: in the dialog, Escape closes the dialog.
  dialog?.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    dialog.close();
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey)) return;
    if (event.altKey || event.shiftKey || !dialog) return;
    event.preventDefault();
    if (dialog.open) dialog.close();
    else open();
  });
  for (const box of doc.querySelectorAll(`[${SEARCH_BOX_ATTRIBUTE}="page"]`)) {
    box.addEventListener("focusin", () => start(box), { once: true });
  }
}
