import { describe, expect, it } from "vitest";

import {
  formatCents,
  formatInteger,
  formatMillsRate,
  formatOrdinal,
  formatWholeDollars,
} from "./format";

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

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [22, "22nd"],
    [111, "111th"],
    [10_001, "10,001st"],
  ])("ordinal %d → %s", (value, text) => {
    expect(formatOrdinal(value)).toBe(text);
  });
});

describe("the same text as Intl.NumberFormat", () => {
  const intl = {
    cents: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
    dollars: new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }),
    rate: new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }),
    integer: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  };
  // Whole numbers and fractions across magnitudes, exact halves, signs and both zeros.
  const samples = [0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.125, 0.0049, 999.995, 1e21, 3e22, -4e23];
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i++) {
    const magnitude = 10 ** Math.floor(random() * 12 - 3);
    const value = (random() - 0.3) * magnitude;
    samples.push(value, Math.round(value), Math.round(value * 2) / 2);
  }

  it("for every sample", () => {
    for (const value of samples) {
      expect(formatCents(value), `${value} cents`).toBe(intl.cents.format(value / 100));
      expect(formatWholeDollars(value), `${value} dollars`).toBe(intl.dollars.format(value));
      expect(formatMillsRate(value), `${value} mills`).toBe(intl.rate.format(value / 1000));
      expect(formatInteger(value), `${value}`).toBe(intl.integer.format(value));
    }
  });
});
