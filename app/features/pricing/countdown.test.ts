import { describe, expect, it } from "vitest";

import { countdownParts, countdownTarget } from "./countdown";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("pricing countdown", () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const target = countdownTarget(now);

  it("ends seven days after the current time", () => {
    expect(target - now).toBe(7 * DAY);
    expect(countdownParts(now, target)).toEqual({ days: 7, hours: 0, minutes: 0 });
  });

  it.each([
    [1, { days: 6, hours: 23, minutes: 59 }],
    [MIN, { days: 6, hours: 23, minutes: 59 }],
    [2 * MIN, { days: 6, hours: 23, minutes: 58 }],
    [DAY + 3 * HOUR + 5 * MIN, { days: 5, hours: 20, minutes: 55 }],
    [7 * DAY - 30_000, { days: 0, hours: 0, minutes: 0 }],
    [7 * DAY, { days: 0, hours: 0, minutes: 0 }],
    [8 * DAY, { days: 0, hours: 0, minutes: 0 }],
  ])("%i ms later", (elapsed, expected) => {
    expect(countdownParts(now + elapsed, target)).toEqual(expected);
  });
});
