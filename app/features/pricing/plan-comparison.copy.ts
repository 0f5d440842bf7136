import { priceText } from "./prices.copy";
import { figures } from "#app/shared/copy/facts.copy";

/**
 * The plan comparison under the plan cards: the facts of the three plans (docs/requirements/
 * pricing.md) side by side, nothing the cards and the FAQ do not say. A cell is a text, or
 * `true`/`false` for a feature a plan has or has not.
 */
export type ComparisonValue = string | boolean;

export interface ComparisonRow {
  feature: string;
  /** Free Forever, Professional, Enterprise: the order of `pricingPlans`. */
  values: readonly [ComparisonValue, ComparisonValue, ComparisonValue];
}

export interface ComparisonGroup {
  title: string;
  rows: readonly ComparisonRow[];
}

const unlimited = "Unlimited";

export const planComparison = {
  title: "Compare plans",
  intro:
    "Every plan builds the same agents on the same platform. What changes is how many conversations they have, and the support around them.",
  caption: "What each plan includes",
  featureColumn: "Feature",
  included: "Included",
  notIncluded: "Not included",
  groups: [
    {
      title: "Price and usage",
      rows: [
        {
          feature: "Price",
          values: [`${priceText.free} forever`, `${priceText.professional} per month`, "Custom"],
        },
        {
          feature: "Unique interactions per month",
          values: [priceText.allowance.free, priceText.allowance.professional, unlimited],
        },
        { feature: "Agents", values: [unlimited, unlimited, unlimited] },
        { feature: "Free trial", values: [false, figures.freeTrial, false] },
        { feature: "Limited-time price", values: [true, true, false] },
        { feature: "Change plan any time, billed pro rata", values: [true, true, true] },
      ],
    },
    {
      title: "Enterprise",
      rows: [
        { feature: "Custom training", values: [false, false, true] },
        { feature: "White-label", values: [false, false, true] },
        { feature: "SLA", values: [false, false, true] },
      ],
    },
  ] satisfies readonly ComparisonGroup[],
} as const;
