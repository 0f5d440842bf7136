import type { CtaAction } from "#app/shared/copy/types";

/** A monthly plan as a plan card shows it, on /pricing and on the Shopify page alike. */
export interface Plan {
  name: string;
  /** As printed: "$99" (from ./prices), or "Custom" where the price is agreed with sales. */
  price: string;
  /** Shown right after the price ("per month", "/month"); empty for a custom price. */
  period: string;
  description: string;
  /** What the plan allows, under the price ("Up to 1,000 conversations per month"). */
  allowance?: string;
  features: readonly string[];
  popular: boolean;
  /** Carries the Limited Time badge. */
  limitedTime: boolean;
  cta: CtaAction;
}
