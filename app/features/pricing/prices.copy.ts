import { formatInteger, formatMillsRate, formatOrdinal, formatWholeDollars } from "./format";

// Every price, allowance and tier the site states, once: unit tests fail when a dollar figure
// from here is typed anywhere else.

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

export const shopifyPlanPrices = {
  starter: 29,
  growth: 79,
  enterprise: 199,
} as const;

/** A rate per unique interaction in thousandths of a dollar, so every sum is exact. */
export interface RateTier {
  /** First interaction of the tier (1-based) and last one, null when open-ended. */
  from: number;
  to: number | null;
  mills: number;
}

// "The next up to 100,000" is read as "up to 100,000 in total": the middle tier is 10,001 to
// 100,000 (the other reading would move the last boundary to 110,000).
const tierEnds = { first: 10_000, middle: 100_000 } as const;
export const payAsYouGoRates: readonly RateTier[] = [
  { from: 1, to: tierEnds.first, mills: 10 },
  { from: tierEnds.first + 1, to: tierEnds.middle, mills: 8 },
  { from: tierEnds.middle + 1, to: null, mills: 6 },
];

/*
 * The published range is "$0.004 - $0.01", while the lowest pay-as-you-go tier is $0.006. Made
 * true rather than changed: $0.004 is the rate for committed volume (an annual commitment agreed
 * with sales), stated beside the tiers wherever the range is. The calculator estimates
 * pay-as-you-go without a commitment, so it charges the three tiers only.
 */
export const committedVolumeRate = { mills: 4 } as const;

const shownRates = [...payAsYouGoRates.map((tier) => tier.mills), committedVolumeRate.mills];
/** From the lowest rate the pages show to the highest: $0.004 - $0.01. */
export const payAsYouGoAdvertisedRange = {
  lowMills: Math.min(...shownRates),
  highMills: Math.max(...shownRates),
} as const;

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
  committedRate: formatMillsRate(committedVolumeRate.mills),
  rangeLow: formatMillsRate(payAsYouGoAdvertisedRange.lowMills),
  rangeHigh: formatMillsRate(payAsYouGoAdvertisedRange.highMills),
  allowance: {
    free: formatInteger(planAllowances.free),
    professional: formatInteger(planAllowances.professional),
  },
  tierBounds: {
    firstEnd: formatInteger(tierEnds.first),
    middleStart: formatInteger(tierEnds.first + 1),
    middleStartOrdinal: formatOrdinal(tierEnds.first + 1),
    middleEnd: formatInteger(tierEnds.middle),
  },
} as const;
