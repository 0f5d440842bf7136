import "cally";

import { dateInWords } from "./desk-time";

interface CalendarDateElement extends HTMLElement {
  value: string;
  today: string;
}

/**
 * Each date filter's input becomes a button that opens a month calendar (cally: arrows move by
 * day, Page Up/Down by month, Enter picks); picking a date, or "Any date", applies the filter.
 * The input stays, hidden, and carries the value, so the form posts what it did without script.
 */
export function startDatePickers(root: ParentNode = document): void {
  for (const filter of root.querySelectorAll<HTMLElement>("[data-date-filter]")) enhance(filter);
}

function enhance(filter: HTMLElement) {
  const input = filter.querySelector<HTMLInputElement>('input[type="date"]');
  const label = filter.querySelector("label");
  const button = filter.querySelector<HTMLButtonElement>("button[popovertarget]");
  const popover = filter.querySelector<HTMLElement>("[popover]");
  const calendar = filter.querySelector<CalendarDateElement>("calendar-date");
  const text = button?.querySelector("[data-date-text]");
  if (!input || !label || !button || !popover || !calendar || !text) return;

  // The filters' days are UTC days: "today" is the UTC one, wherever the browser is.
  const utcToday = () => new Date().toISOString().slice(0, 10);
  calendar.today = utcToday();
  input.type = "hidden";
  label.htmlFor = button.id;
  button.hidden = false;

  const apply = (value: string) => {
    input.value = value;
    calendar.value = value;
    text.textContent = value ? dateInWords(value) : (button.dataset.anyDate ?? "");
    popover.hidePopover();
    input.form?.requestSubmit();
  };
  popover.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState !== "open") return;
    calendar.today = utcToday();
    calendar.focus();
  });
  calendar.addEventListener("change", () => apply(calendar.value));
  filter.querySelector("[data-date-clear]")?.addEventListener("click", () => apply(""));
}
