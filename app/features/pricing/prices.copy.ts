import { formatInteger, formatMillsRate, formatOrdinal, formatWholeDollars } from "./format";

/**
 * Every price, plan allowance and pay-as-you-go tier the site states, once. The pricing pages,
 * the calculators and the bundled studio's demo agents all read these numbers, so a change is one edit
 * here; unit tests fail when a dollar figure or one of these numbers is typed anywhere else.
 */

/** The monthly plans, in whole US dollars per month. Enterprise is agreed with sales. */
export const planPrices = {
  free: 0,
  professional: 99,
} as const;

/** Unique interactions a month each plan includes (Enterprise: unlimited conversations). */
const planAllowances = {
  free: 100,
  professional: 10_000,
} as const;

/** The share of the support employees' work the ROI calculator assumes an agent takes over. */
export const savingsShare = 0.85;

/** The Shopify agent's own monthly plans, in whole US dollars per month. */
export const shopifyPlanPrices = {
  starter: 29,
  growth: 79,
  enterprise: 199,
} as const;

/**
 * A pay-as-you-go rate, per unique interaction, in thousandths of a dollar ("mills") so that
 * every sum is exact integer arithmetic.
 */
export interface RateTier {
  /** First interaction of the tier (1-based) and last one, null when open-ended. */
  from: number;
  to: number | null;
  mills: number;
}

/*
 * The published rates read "first 10,000 interactions at one rate, the next up to 100,000 at a
 * lower one, anything above at the lowest". We read "the next up to 100,000" as "up to 100,000
 * in total": interactions 10,001 to 100,000 are the middle tier, and from 100,001 on the last.
 * (The other reading, "the next 100,000", would move the last boundary to 110,000.)
 */
const tierEnds = { first: 10_000, middle: 100_000 } as const;
export const payAsYouGoRates: readonly RateTier[] = [
  { from: 1, to: tierEnds.first, mills: 10 },
  { from: tierEnds.first + 1, to: tierEnds.middle, mills: 8 },
  { from: tierEnds.middle + 1, to: null, mills: 6 },
];

/**
 * The range the pay-as-you-go page states, as published. Its low end is below the lowest tier
 * above; both are shown as given rather than one being derived from the other.
 */
export const payAsYouGoAdvertisedRange = { lowMills: 4, highMills: 10 } as const;

/** The prices, allowances and tier bounds as the site prints them ("$99", "$0.008", "10,000"). */
export const priceText = {
  free: formatWholeDollars(planPrices.free),
  professional: formatWholeDollars(planPrices.professional),
  professionalYearly: formatWholeDollars(planPrices.professional * 12),
  shopify: {
    starter: formatWholeDollars(shopifyPlanPrices.starter),
    growth: formatWholeDollars(shopifyPlanPrices.growth),
    enterprise: formatWholeDollars(shopifyPlanPrices.enterprise),
  },
  shopifyFrom: formatWholeDollars(
    Math.min(shopifyPlanPrices.starter, shopifyPlanPrices.growth, shopifyPlanPrices.enterprise),
  ),
  rates: payAsYouGoRates.map((tier) => formatMillsRate(tier.mills)),
  rangeLow: formatMillsRate(payAsYouGoAdvertisedRange.lowMills),
  rangeHigh: formatMillsRate(payAsYouGoAdvertisedRange.highMills),
  allowance: {
    free: formatInteger(planAllowances.free),
    professional: formatInteger(planAllowances.professional),
  },
  /** The tiers' bounds: the first ends at "10,000", the middle runs from "10,001" ("10,001st") to "100,000". */
  tierBounds: {
    firstEnd: formatInteger(tierEnds.first),
    middleStart: formatInteger(tierEnds.first + 1),
    middleStartOrdinal: formatOrdinal(tierEnds.first + 1),
    middleEnd: formatInteger(tierEnds.middle),
  },
} as const;
