import { describe, expect, it } from "vitest";

import { dateInWords, deskTime, exactTime, timeInWords } from "./desk-time";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the desk's times", () => {
  it("say recent times in words, before and after now", () => {
    expect(timeInWords(ago(20_000), now)).toBe("just now");
    expect(timeInWords(ago(-20_000), now)).toBe("in a moment");
    expect(timeInWords(ago(MINUTE), now)).toBe("1 minute ago");
    expect(timeInWords(ago(5 * MINUTE), now)).toBe("5 minutes ago");
    expect(timeInWords(ago(-10 * MINUTE), now)).toBe("in 10 minutes");
    expect(timeInWords(ago(2 * HOUR), now)).toBe("2 hours ago");
  });

  it("count days by the calendar (UTC), then name the day", () => {
    // 13:00 the day before is less than a day ago, but yesterday.
    expect(timeInWords("2026-11-22T13:00:00Z", now)).toBe("23 hours ago");
    expect(timeInWords("2026-11-22T10:00:00Z", now)).toBe("yesterday");
    expect(timeInWords("2026-11-20T23:59:00Z", now)).toBe("3 days ago");
    expect(timeInWords("2026-11-10T09:00:00Z", now)).toBe("10 Nov");
    expect(timeInWords("2025-12-31T09:00:00Z", now)).toBe("31 Dec 2025");
  });

  it("give the exact time the same way on server and browser", () => {
    expect(exactTime("2026-11-23T12:04:59.123Z")).toBe("2026-11-23 12:04 UTC");
    expect(deskTime("2026-11-23T12:04:59.123Z")).toBe("2026-11-23 12:04");
  });
});

describe("a date filter's day in words", () => {
  it("reads day, short month and year, without a leading zero", () => {
    expect(dateInWords("2026-11-05")).toBe("5 Nov 2026");
    expect(dateInWords("2027-09-30")).toBe("30 Sep 2027");
    expect(dateInWords("2026-01-01")).toBe("1 Jan 2026");
  });
});
