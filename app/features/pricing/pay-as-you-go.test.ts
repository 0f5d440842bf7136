import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatCents } from "./format";
import {
  AGENTS,
  estimatePayAsYouGo,
  INTERACTIONS,
  normaliseAgents,
  normaliseInteractions,
  PAYG_DEFAULTS,
  stepAgents,
  stepInteractions,
} from "./pay-as-you-go";

const shown = (agents: number, interactions: number) =>
  formatCents(estimatePayAsYouGo({ agents, interactions }).totalCents);

describe("pay-as-you-go tier sums (docs/requirements/pricing.md)", () => {
  // interactions, then the estimate for 1, 2, 3 and 10 agents as the page shows it
  const table: [number, string, string, string, string][] = [
    [0, "$0.00", "$0.00", "$0.00", "$0.00"],
    [100, "$1.00", "$2.00", "$3.00", "$10.00"],
    [1_000, "$10.00", "$20.00", "$30.00", "$100.00"],
    [10_000, "$100.00", "$200.00", "$300.00", "$1,000.00"],
    // 10,000 × $0.01 + 1 × $0.008 = $100.008
    [10_001, "$100.01", "$200.02", "$300.02", "$1,000.08"],
    // 100 + 40,000 × 0.008
    [50_000, "$420.00", "$840.00", "$1,260.00", "$4,200.00"],
    // 100 + 90,000 × 0.008: "the next up to 100,000" read as up to 100,000 in total
    [100_000, "$820.00", "$1,640.00", "$2,460.00", "$8,200.00"],
    [100_001, "$820.01", "$1,640.01", "$2,460.02", "$8,200.06"],
    // 820 + 900,000 × 0.006
    [1_000_000, "$6,220.00", "$12,440.00", "$18,660.00", "$62,200.00"],
  ];
  it.each(table)("%i interactions", (interactions, one, two, three, ten) => {
    expect(shown(1, interactions)).toBe(one);
    expect(shown(2, interactions)).toBe(two);
    expect(shown(3, interactions)).toBe(three);
    expect(shown(10, interactions)).toBe(ten);
  });

  it("splits the interactions into the three tiers", () => {
    const { lines } = estimatePayAsYouGo({ agents: 1, interactions: 150_000 });
    expect(lines.map((line) => line.interactions)).toEqual([10_000, 90_000, 50_000]);
    expect(lines.map((line) => line.tier.mills)).toEqual([10, 8, 6]);
    expect(lines.map((line) => line.cents)).toEqual([10_000, 72_000, 30_000]);
  });

  it("starts at 1 agent and 1000 interactions: $10.00", () => {
    expect(PAYG_DEFAULTS).toEqual({ agents: 1, interactions: 1000 });
    expect(shown(PAYG_DEFAULTS.agents, PAYG_DEFAULTS.interactions)).toBe("$10.00");
  });

  it("keeps the exact total in mills and rounds it half up to cents", () => {
    // $820.006 × 5 agents = $4,100.03 exactly
    expect(estimatePayAsYouGo({ agents: 5, interactions: 100_001 }).totalMills).toBe(4_100_030);
    expect(estimatePayAsYouGo({ agents: 1, interactions: 10_001 }).totalMills).toBe(100_008);
    // $100.04 exactly; $100.004 rounds down, $100.005 would round up
    expect(shown(1, 10_005)).toBe("$100.04");
    expect(estimatePayAsYouGo({ agents: 1, interactions: 10_000 }).totalCents).toBe(10_000);
    expect(shown(1, 100_001)).toBe("$820.01");
  });

  it("rounds each breakdown line so the lines add up to the total shown", () => {
    // 100,001: $100.00 + $720.00 + $0.006; the half-cent remainder goes to the last tier
    const split = estimatePayAsYouGo({ agents: 1, interactions: 100_001 });
    expect(split.lines.map((line) => line.cents)).toEqual([10_000, 72_000, 1]);
    expect(split.totalCents).toBe(82_001);
  });

  it("handles the largest inputs exactly", () => {
    const estimate = estimatePayAsYouGo({ agents: AGENTS.max, interactions: INTERACTIONS.max });
    expect(Number.isSafeInteger(estimate.totalMills)).toBe(true);
    // (820 + 99,900,000 × 0.006) × 10,000 = 600,220 × 10,000
    expect(formatCents(estimate.totalCents)).toBe("$6,002,200,000.00");
  });
});

describe("pay-as-you-go input rules", () => {
  it.each([
    ["1", 1],
    ["7", 7],
    ["", 1],
    ["abc", 1],
    ["12abc", 1],
    ["0", 1],
    ["-4", 1],
    ["2.9", 2],
    ["1e2", 100],
    [" 3 ", 3],
    ["1e999", AGENTS.max],
    ["99999999", AGENTS.max],
  ])("agents %j → %i", (raw, expected) => {
    expect(normaliseAgents(raw)).toBe(expected);
  });

  it.each([
    ["1000", 1000],
    ["150", 150],
    ["", 100],
    ["abc", 100],
    ["0", 100],
    ["99", 100],
    ["-500", 100],
    ["2500.7", 2500],
    ["1e6", 1_000_000],
    ["1e12", INTERACTIONS.max],
  ])("interactions %j → %i", (raw, expected) => {
    expect(normaliseInteractions(raw)).toBe(expected);
  });

  it("steps agents by 1 and never below 1", () => {
    expect(stepAgents(1, 1)).toBe(2);
    expect(stepAgents(2, -1)).toBe(1);
    expect(stepAgents(1, -1)).toBe(1);
    expect(stepAgents(AGENTS.max, 1)).toBe(AGENTS.max);
  });

  it("steps interactions by 100, minus floored at 100", () => {
    expect(stepInteractions(1000, 1)).toBe(1100);
    expect(stepInteractions(1000, -1)).toBe(900);
    expect(stepInteractions(200, -1)).toBe(100);
    expect(stepInteractions(100, -1)).toBe(100);
    expect(stepInteractions(150, -1)).toBe(100);
    expect(stepInteractions(150, 1)).toBe(250);
    expect(stepInteractions(INTERACTIONS.max, 1)).toBe(INTERACTIONS.max);
  });
});

describe("pay-as-you-go properties", () => {
  const agents = fc.integer({ min: AGENTS.min, max: AGENTS.max });
  const interactions = fc.integer({ min: 0, max: INTERACTIONS.max });

  it("never decreases as interactions grow", () => {
    fc.assert(
      fc.property(agents, interactions, fc.nat(1_000_000), (a, n, more) => {
        const before = estimatePayAsYouGo({ agents: a, interactions: n });
        const after = estimatePayAsYouGo({ agents: a, interactions: n + more });
        expect(after.totalMills).toBeGreaterThanOrEqual(before.totalMills);
        expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
      }),
    );
  });

  it("never decreases as agents grow", () => {
    fc.assert(
      fc.property(agents, interactions, fc.nat(100), (a, n, more) => {
        const before = estimatePayAsYouGo({ agents: a, interactions: n });
        const after = estimatePayAsYouGo({ agents: a + more, interactions: n });
        expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
      }),
    );
  });

  it("is never negative, whatever it is given", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, n) => {
        const estimate = estimatePayAsYouGo({ agents: a, interactions: n });
        expect(estimate.totalCents).toBeGreaterThanOrEqual(0);
        for (const line of estimate.lines) expect(line.cents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("has a breakdown that adds up to the total shown, and a total within half a cent", () => {
    fc.assert(
      fc.property(agents, interactions, (a, n) => {
        const estimate = estimatePayAsYouGo({ agents: a, interactions: n });
        const sum = estimate.lines.reduce((total, line) => total + line.cents, 0);
        expect(sum).toBe(estimate.totalCents);
        expect(Math.abs(estimate.totalCents * 10 - estimate.totalMills)).toBeLessThanOrEqual(5);
        const tierInteractions = estimate.lines.reduce((t, line) => t + line.interactions, 0);
        expect(tierInteractions).toBe(n);
      }),
    );
  });

  it("normalises any text to a whole number within the limits", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (raw) => {
        const a = normaliseAgents(raw);
        const n = normaliseInteractions(raw);
        expect(Number.isInteger(a) && a >= AGENTS.min && a <= AGENTS.max).toBe(true);
        expect(Number.isInteger(n) && n >= INTERACTIONS.min && n <= INTERACTIONS.max).toBe(true);
      }),
    );
  });
});
