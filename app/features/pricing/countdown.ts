/** The pricing page's limited-time countdown. */
const COUNTDOWN_DAYS = 7;
export const COUNTDOWN_REFRESH_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

/** The moment the offer ends: seven days after `now` (the visitor's current time). */
export const countdownTarget = (now: number) => now + COUNTDOWN_DAYS * DAY;

/** Whole days, hours and minutes left until `target`; zero once it has passed. */
export function countdownParts(now: number, target: number): CountdownParts {
  const left = Math.max(0, target - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
  };
}
