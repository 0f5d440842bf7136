import { signalHydration } from "#app/shared/page-runtime/islands";
import { startThemeSwitches } from "#app/shared/layout/theme-switches";
import { startBulk } from "./bulk-client";
import { startDeskKeys } from "./desk-keys";
import { TIME_IN_WORDS_ATTRIBUTE, timeInWords } from "./desk-time";
import { startLeadMenus } from "./lead-menus-client";

// Plain DOM; every desk form works without it. It adds the keys (desk-keys.ts), status and owner
// saved in place with an undo, the bulk bar's count and undo, and times kept in words.
export function startDesk(): void {
  startThemeSwitches();
  startDeskKeys();
  startLeadMenus();
  startBulk();
  followQuickChanges();
  keepTimesInWords();
  // No islands: the page is ready once this has run, with the calendars where a date filter is
  // (their code is fetched only there). Tests and monitoring wait for the signal.
  const calendars = document.querySelector("[data-date-filter]")
    ? import("./date-pickers").then(({ startDatePickers }) => startDatePickers())
    : Promise.resolve();
  void calendars.finally(() => signalHydration());
}

/**
 * On an inquiry's page, a change from its status or owner menu shows in its history and in the
 * note form's fields (so a note saved next does not put the old value back).
 */
function followQuickChanges() {
  const history = document.querySelector("[data-history-panel]");
  if (!history) return;
  document.addEventListener("desk:value", (event) => {
    const menu = event.target as HTMLElement;
    const field = document.querySelector<HTMLSelectElement>(
      `[data-note-form] [name="${menu.dataset.menu}"]`,
    );
    const value = (event as CustomEvent<{ value: string }>).detail.value;
    if (!field) return;
    field.value = value;
    for (const option of field.options) option.defaultSelected = option.value === value;
  });
  document.addEventListener("desk:saved", () => {
    void fetch(location.href, { headers: { Accept: "text/html" } })
      .then((response) => (response.ok ? response.text() : ""))
      .then((html) => {
        const fresh = new DOMParser()
          .parseFromString(html, "text/html")
          .querySelector("[data-history-panel]");
        if (fresh) document.querySelector("[data-history-panel]")?.replaceWith(fresh);
      })
      .catch(() => {});
  });
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
