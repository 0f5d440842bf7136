import { describe, expect, it } from "vitest";

import { formatCents, formatInteger, formatMillsRate, formatWholeDollars } from "./format";

describe("en-US formatting", () => {
  it.each([
    [0, "$0.00"],
    [1, "$0.01"],
    [100_008, "$1,000.08"],
    [62_200_000, "$622,000.00"],
  ])("cents %d → %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("formats dollars, rates and counts", () => {
    expect(formatWholeDollars(35_417)).toBe("$35,417");
    expect(formatWholeDollars(-1188)).toBe("-$1,188");
    expect(formatMillsRate(10)).toBe("$0.01");
    expect(formatMillsRate(8)).toBe("$0.008");
    expect(formatMillsRate(6)).toBe("$0.006");
    expect(formatInteger(35_675)).toBe("35,675");
  });
});
