import { undoShown } from "./desk-toasts-client";

// The desk's keys. The list: j/k (and the arrows within it) move through the rows, o or Enter
// opens one, x selects it, / goes to the search. An inquiry's page: j or → the next inquiry of
// the list it came from, k or ← the previous, u or Escape back to the list. Anywhere: z undoes
// the change a message offers to undo. None of them while typing or in an open menu.

const ROW = "[data-lead-row]";
const rows = () => [...document.querySelectorAll<HTMLElement>(ROW)];
const rowLink = (row: Element) => row.querySelector<HTMLAnchorElement>("[data-row-link]");

function isShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement;
  // A checkbox takes no letters: the keys go on working from a row's selection box.
  return !target.closest?.(
    'input:not([type="checkbox"]), select, textarea, [contenteditable], [popover]',
  );
}

export function startDeskKeys(): void {
  startSkipToList();
  document.addEventListener("keydown", (event) => {
    if (!isShortcut(event)) return;
    if (event.key === "z" && undoShown()) {
      event.preventDefault();
      return;
    }
    if (event.key === "/") {
      const search = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
      return;
    }
    if (document.querySelector("[data-inquiry-nav]")) inquiryKeys(event);
    else listKeys(event);
  });
}

/** The list's skip link lands on the first row's link itself, not before the table. */
function startSkipToList() {
  const skip = document.querySelector<HTMLAnchorElement>('[data-skip-link][href="#inquiries"]');
  skip?.addEventListener("click", (event) => {
    const first = rows()[0];
    if (!first) return;
    event.preventDefault();
    rowLink(first)?.focus();
  });
}

function listKeys(event: KeyboardEvent) {
  const list = rows();
  if (list.length === 0) return;
  const current = list.findIndex((row) => row.contains(document.activeElement));
  const inList = current >= 0;
  if (inList && (event.key === "o" || event.key === "x")) {
    event.preventDefault();
    const row = list[current]!;
    if (event.key === "o") rowLink(row)?.click();
    else row.querySelector<HTMLInputElement>("[data-select]")?.click();
    return;
  }
  let step = 0;
  if (event.key === "j" || (inList && event.key === "ArrowDown")) step = 1;
  if (event.key === "k" || (inList && event.key === "ArrowUp")) step = -1;
  if (step === 0) return;
  event.preventDefault();
  const next = inList
    ? Math.min(list.length - 1, Math.max(0, current + step))
    : step === 1
      ? 0
      : list.length - 1;
  const link = rowLink(list[next]!);
  link?.focus();
  link?.closest(ROW)?.scrollIntoView({ block: "nearest" });
}

function inquiryKeys(event: KeyboardEvent) {
  const to =
    event.key === "j" || event.key === "ArrowRight"
      ? "next"
      : event.key === "k" || event.key === "ArrowLeft"
        ? "previous"
        : event.key === "u" || event.key === "Escape"
          ? "back"
          : null;
  if (!to) return;
  // Escape closes an open menu first; the next one goes back.
  if (event.key === "Escape" && document.querySelector(":popover-open")) return;
  const link = document.querySelector<HTMLAnchorElement>(`[data-nav="${to}"]`);
  if (!link) return;
  event.preventDefault();
  link.click();
}
