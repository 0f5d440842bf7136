import { signalHydration } from "#app/shared/page-runtime/islands";
import { startThemeSwitches } from "#app/shared/layout/theme-switches";
import { TIME_IN_WORDS_ATTRIBUTE, timeInWords } from "./desk-time";

// Plain DOM; every desk form works without it. It adds j/k/o through the list, saving a row's
// status and owner in place, and times kept in words while the page stays open.
export function startDesk(): void {
  startThemeSwitches();
  startListKeys();
  startRowForms();
  keepTimesInWords();
  // No islands: the page is ready once this has run, with the calendars where a date filter is
  // (their code is fetched only there). Tests and monitoring wait for the signal.
  const calendars = document.querySelector("[data-date-filter]")
    ? import("./date-pickers").then(({ startDatePickers }) => startDatePickers())
    : Promise.resolve();
  void calendars.finally(() => signalHydration());
}

const ROW = "[data-lead-row]";
const rows = () => [...document.querySelectorAll<HTMLElement>(ROW)];
const rowLink = (row: Element) => row.querySelector<HTMLAnchorElement>("[data-row-link]");

function isShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement;
  return !target.closest?.("input, select, textarea, [contenteditable]");
}

/** j/k anywhere or the arrows within the list focus a row's link, so Enter opens it; o opens too. */
function startListKeys() {
  document.addEventListener("keydown", (event) => {
    if (!isShortcut(event)) return;
    const list = rows();
    if (list.length === 0) return;
    const current = list.findIndex((row) => row.contains(document.activeElement));
    const inList = current >= 0;
    let step = 0;
    if (event.key === "j" || (inList && event.key === "ArrowDown")) step = 1;
    if (event.key === "k" || (inList && event.key === "ArrowUp")) step = -1;
    if (event.key === "o" && inList) {
      event.preventDefault();
      rowLink(list[current]!)?.click();
      return;
    }
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
  });
}

/** The saved value of each field of a row's form, so its Save appears only for a change. */
function startRowForms() {
  const region = document.querySelector<HTMLElement>("[data-list-message]");
  const isDirty = (row: Element) =>
    [...row.querySelectorAll<HTMLSelectElement>("select[data-saved]")].some(
      (select) => select.value !== select.dataset.saved,
    );
  const say = (text: string, failed: boolean) => {
    if (!region) return;
    region.textContent = text;
    region.dataset.failed = String(failed);
    region.hidden = false;
  };

  document.addEventListener("change", (event) => {
    const row = (event.target as Element).closest?.(ROW);
    if (row) row.toggleAttribute("data-dirty", isDirty(row));
  });

  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches("[data-row-form]")) return;
    const row = form.closest(ROW);
    if (!row) return;
    event.preventDefault();
    void saveRow(form, row).then(({ text, failed }) => say(text, failed));
  });

  async function saveRow(form: HTMLFormElement, row: Element) {
    const failedText = region?.dataset.failedText ?? "";
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") body.append(name, value);
    }
    let result: { ok: boolean; message?: string; error?: string };
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const type = response.headers.get("content-type") ?? "";
      if (!type.includes("json")) return { text: failedText, failed: true };
      result = (await response.json()) as typeof result;
    } catch {
      return { text: failedText, failed: true };
    }
    if (!result.ok) return { text: result.error ?? failedText, failed: true };
    for (const select of row.querySelectorAll<HTMLSelectElement>("select[data-saved]")) {
      if (select.name === "status") moveCount(select.dataset.saved, select.value);
      select.dataset.saved = select.value;
    }
    row.removeAttribute("data-dirty");
    rowLink(row)?.focus();
    return { text: result.message ?? "", failed: false };
  }
}

function moveCount(from: string | undefined, to: string) {
  if (!from || from === to) return;
  for (const [status, change] of [
    [from, -1],
    [to, 1],
  ] as const) {
    const count = document.querySelector<HTMLElement>(`[data-status-count="${status}"]`);
    if (count) count.textContent = String(Number(count.textContent) + change);
  }
}

function keepTimesInWords() {
  const update = () => {
    const now = new Date();
    for (const time of document.querySelectorAll<HTMLTimeElement>(`[${TIME_IN_WORDS_ATTRIBUTE}]`)) {
      time.textContent = timeInWords(time.dateTime, now);
    }
  };
  setInterval(update, 60_000);
}
