import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  ANNUAL_COST,
  calculateRoi,
  EMPLOYEES,
  INQUIRIES,
  normaliseEmployees,
  normaliseSalary,
  normaliseSlider,
  RESOLUTION_RATE,
  RESPONSE_TIME,
  ROI_DEFAULTS,
  SALARY,
  type RoiInputs,
} from "./roi";

const withTeam = (employees: number, avgSalary: number): RoiInputs => ({
  ...ROI_DEFAULTS,
  employees,
  avgSalary,
});

describe("ROI calculator (docs/requirements/pricing.md)", () => {
  it("has the required defaults", () => {
    expect(ROI_DEFAULTS).toEqual({
      employees: 10,
      avgSalary: 50_000,
      customerInquiries: 1000,
      responseTime: 24,
      resolutionRate: 70,
    });
  });

  it("gives the required figures for the defaults", () => {
    expect(calculateRoi(ROI_DEFAULTS)).toEqual({
      monthlySavings: 35_417,
      annualSavings: 425_004,
      annualCost: 1188,
      netBenefit: 423_816,
      roiPercent: 35_675,
      paybackMonths: 1,
    });
  });

  // employees, salary → monthly, annual, net, ROI %, payback
  const table: [number, number, number, number, number, number, number | null][] = [
    [0, 50_000, 0, 0, -1188, -100, null],
    [10, 0, 0, 0, -1188, -100, null],
    [0, 0, 0, 0, -1188, -100, null],
    // 1 × 1000 ÷ 12 × 0.85 = 70.83 → 71; 1188 ÷ 71 = 16.7 → 17
    [1, 1000, 71, 852, -336, -28, 17],
    // 1 × 1398 ÷ 12 × 0.85 = 99.025 → 99: exactly the plan price, payback 12 months
    [1, 1398, 99, 1188, 0, 0, 12],
    // 1 × 30,000 ÷ 12 × 0.85 = 2125
    [1, 30_000, 2125, 25_500, 24_312, 2046, 1],
    // 3 × 45,000 ÷ 12 × 0.85 = 9562.5 → 9563
    [3, 45_000, 9563, 114_756, 113_568, 9560, 1],
    [100, 80_000, 566_667, 6_800_004, 6_798_816, 572_291, 1],
  ];
  it.each(table)(
    "%i employees at %i",
    (employees, salary, monthly, annual, net, roiPercent, payback) => {
      const result = calculateRoi(withTeam(employees, salary));
      expect(result).toEqual({
        monthlySavings: monthly,
        annualSavings: annual,
        annualCost: ANNUAL_COST,
        netBenefit: net,
        roiPercent,
        paybackMonths: payback,
      });
    },
  );

  it("handles the largest inputs with finite figures", () => {
    const result = calculateRoi(withTeam(EMPLOYEES.max, SALARY.max));
    // 1e6 × 1e8 ÷ 12 × 0.85
    expect(result.monthlySavings).toBe(7_083_333_333_333);
    expect(result.annualSavings).toBe(84_999_999_999_996);
    expect(Number.isFinite(result.roiPercent)).toBe(true);
    expect(result.paybackMonths).toBe(1);
  });

  it("ignores inquiries, response time and resolution rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: INQUIRIES.min, max: INQUIRIES.max }),
        fc.integer({ min: RESPONSE_TIME.min, max: RESPONSE_TIME.max }),
        fc.integer({ min: RESOLUTION_RATE.min, max: RESOLUTION_RATE.max }),
        (customerInquiries, responseTime, resolutionRate) => {
          expect(
            calculateRoi({ ...ROI_DEFAULTS, customerInquiries, responseTime, resolutionRate }),
          ).toEqual(calculateRoi(ROI_DEFAULTS));
        },
      ),
    );
  });

  it("keeps its identities for any team", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: EMPLOYEES.max }),
        fc.integer({ min: 0, max: SALARY.max }),
        (employees, salary) => {
          const r = calculateRoi(withTeam(employees, salary));
          expect(r.monthlySavings).toBeGreaterThanOrEqual(0);
          expect(r.annualSavings).toBe(r.monthlySavings * 12);
          expect(r.netBenefit).toBe(r.annualSavings - 1188);
          expect(Number.isInteger(r.roiPercent)).toBe(true);
          if (r.monthlySavings === 0) expect(r.paybackMonths).toBeNull();
          else expect(r.paybackMonths! * r.monthlySavings).toBeGreaterThanOrEqual(1188);
        },
      ),
    );
  });

  it("never gives smaller savings to a bigger team or a higher salary", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.nat(1000),
        fc.nat(100_000),
        (employees, salary, moreEmployees, moreSalary) => {
          const before = calculateRoi(withTeam(employees, salary));
          const after = calculateRoi(withTeam(employees + moreEmployees, salary + moreSalary));
          expect(after.monthlySavings).toBeGreaterThanOrEqual(before.monthlySavings);
        },
      ),
    );
  });
});

describe("ROI input rules", () => {
  it.each([
    ["10", 10],
    ["", 0],
    ["abc", 0],
    ["-3", 0],
    ["4.8", 4],
    ["1e9", EMPLOYEES.max],
  ])("employees %j → %i", (raw, expected) => {
    expect(normaliseEmployees(raw)).toBe(expected);
  });

  it.each([
    ["50000", 50_000],
    ["", 0],
    ["fifty", 0],
    ["-1", 0],
    ["65000.99", 65_000],
    ["1e12", SALARY.max],
  ])("salary %j → %i", (raw, expected) => {
    expect(normaliseSalary(raw)).toBe(expected);
  });

  it("has the required slider ranges", () => {
    expect(INQUIRIES).toEqual({ initial: 1000, min: 100, max: 10_000, step: 100 });
    expect(RESPONSE_TIME).toEqual({ initial: 24, min: 1, max: 48, step: 1 });
    expect(RESOLUTION_RATE).toEqual({ initial: 70, min: 10, max: 100, step: 5 });
  });

  it.each([
    [INQUIRIES, "2500", 2500],
    [INQUIRIES, "2549", 2500],
    [INQUIRIES, "2550", 2600],
    [INQUIRIES, "0", 100],
    [INQUIRIES, "99999", 10_000],
    [INQUIRIES, "lots", 1000],
    [RESPONSE_TIME, "0", 1],
    [RESPONSE_TIME, "49", 48],
    [RESPONSE_TIME, "2.4", 2],
    [RESOLUTION_RATE, "72", 70],
    [RESOLUTION_RATE, "73", 75],
    [RESOLUTION_RATE, "5", 10],
    [RESOLUTION_RATE, "101", 100],
    [RESOLUTION_RATE, "", 70],
  ])("slider %o, %j → %i", (range, raw, expected) => {
    expect(normaliseSlider(raw, range)).toBe(expected);
  });

  it("always lands a slider on a step within its range", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(INQUIRIES, RESPONSE_TIME, RESOLUTION_RATE),
        fc.oneof(fc.string(), fc.double().map(String)),
        (range, raw) => {
          const value = normaliseSlider(raw, range);
          expect(value).toBeGreaterThanOrEqual(range.min);
          expect(value).toBeLessThanOrEqual(range.max);
          expect((value - range.min) % range.step).toBe(0);
        },
      ),
    );
  });
});
