import { planPrices, savingsShare } from "./prices.copy";
import { clamp, parseNumeric, wholeNumberOr } from "./number-input";

// Only employees and salary drive the estimate (docs/requirements/pricing.md).
const PLAN_MONTHLY_PRICE = planPrices.professional;
export const ANNUAL_COST = PLAN_MONTHLY_PRICE * 12;

// Non-numeric becomes 0 (docs/requirements/pricing.md); the bounds are our own.
export const EMPLOYEES = { initial: 10, min: 0, max: 1_000_000, fallback: 0 } as const;
export const SALARY = { initial: 50_000, min: 0, max: 100_000_000, fallback: 0 } as const;

export interface SliderRange {
  initial: number;
  min: number;
  max: number;
  step: number;
}
export const INQUIRIES: SliderRange = { initial: 1000, min: 100, max: 10_000, step: 100 };
export const RESPONSE_TIME: SliderRange = { initial: 24, min: 1, max: 48, step: 1 };
export const RESOLUTION_RATE: SliderRange = { initial: 70, min: 10, max: 100, step: 5 };

export interface RoiInputs {
  employees: number;
  avgSalary: number;
  customerInquiries: number;
  responseTime: number;
  resolutionRate: number;
}

export const ROI_DEFAULTS: RoiInputs = {
  employees: EMPLOYEES.initial,
  avgSalary: SALARY.initial,
  customerInquiries: INQUIRIES.initial,
  responseTime: RESPONSE_TIME.initial,
  resolutionRate: RESOLUTION_RATE.initial,
};

export const normaliseEmployees = (raw: unknown) => wholeNumberOr(raw, EMPLOYEES);
export const normaliseSalary = (raw: unknown) => wholeNumberOr(raw, SALARY);

/** Clamped and snapped as a slider holds it; a non-numeric value (from a link) gives the default. */
export function normaliseSlider(raw: unknown, range: SliderRange): number {
  const value = parseNumeric(raw);
  if (value === null) return range.initial;
  const clamped = clamp(value, range.min, range.max);
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return clamp(snapped, range.min, range.max);
}

export interface RoiResult {
  monthlySavings: number;
  annualSavings: number;
  annualCost: number;
  netBenefit: number;
  roiPercent: number;
  paybackMonths: number | null;
}

export function calculateRoi({ employees, avgSalary }: RoiInputs): RoiResult {
  const monthlySavings = Math.round(((employees * avgSalary) / 12) * savingsShare);
  const annualSavings = monthlySavings * 12;
  const netBenefit = annualSavings - ANNUAL_COST;
  return {
    monthlySavings,
    annualSavings,
    annualCost: ANNUAL_COST,
    netBenefit,
    // "+ 0" turns a -0 (never shown as such, but compared in tests) into 0.
    roiPercent: Math.round((netBenefit / ANNUAL_COST) * 100) + 0,
    paybackMonths: monthlySavings > 0 ? Math.ceil(ANNUAL_COST / monthlySavings) : null,
  };
}
