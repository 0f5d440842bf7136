// Rendered by the server and refreshed by the desk's script: the same words on both (English, UTC).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "2026-11-23 12:04": the exact time where the column says UTC already. */
export const deskTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

export const exactTime = (iso: string) => `${deskTime(iso)} UTC`;

/** "5 minutes ago", "yesterday", "in 10 minutes"; beyond a week "23 Nov" ("23 Nov 2025" in another year). */
export function timeInWords(iso: string, now: Date): string {
  const then = new Date(iso);
  const delta = then.getTime() - now.getTime();
  const distance = Math.abs(delta);
  if (distance < MINUTE) return delta > 0 ? "in a moment" : "just now";
  if (distance < HOUR) return relative.format(Math.trunc(delta / MINUTE), "minute");
  if (distance < DAY) return relative.format(Math.trunc(delta / HOUR), "hour");
  if (distance < 7 * DAY) {
    // Calendar days, so that last evening is "yesterday" this morning.
    const days = Math.round((startOfDay(then) - startOfDay(now)) / DAY);
    return relative.format(days, "day");
  }
  const day = `${then.getUTCDate()} ${MONTHS[then.getUTCMonth()]}`;
  return then.getUTCFullYear() === now.getUTCFullYear() ? day : `${day} ${then.getUTCFullYear()}`;
}

const startOfDay = (date: Date) =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** "2026-11-05" → "5 Nov 2026": a filter's date on its button. */
export function dateInWords(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export const TIME_IN_WORDS_ATTRIBUTE = "data-time-in-words";
