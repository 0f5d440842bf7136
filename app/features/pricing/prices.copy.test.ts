import { describe, expect, it } from "vitest";

import { siteSources } from "#tests/support/source-files";
import { formatMillsRate, formatWholeDollars } from "./format";
import { estimatePayAsYouGo } from "./pay-as-you-go";
import { ANNUAL_COST } from "./roi";
import { shopifyPlans } from "#app/features/channels/shopify-page.copy";
import { page as payAsYouGoPage } from "./pay-as-you-go-page.copy";
import { page as pricingPage } from "./pricing-page.copy";
import {
  payAsYouGoAdvertisedRange,
  payAsYouGoRates,
  planPrices,
  priceText,
  shopifyPlanPrices,
} from "./prices.copy";
import { payAsYouGoText, payAsYouGoTiers, pricingPlans, roiText } from "./pricing.copy";

/**
 * Dollar figures that are not prices of ours: a marketing claim, the prices of products in
 * demo conversations and regular-expression groups. Anything else written as "$" and a digit is a price
 * typed twice.
 */
const notOurPrices = new Map([
  ["app/shared/copy/facts.copy.ts", ["$50M"]],
  ["app/features/home/home-templates.copy.ts", ["$300", "$249"]],
  // Regular-expression replacement groups, not prices.
  ["app/shared/images/integration-sprite.server.ts", ["$1"]],
  ["server/social-image/fallback-fonts.ts", ["$1"]],
  ["app/features/channels/shopify-page.copy.ts", ["$50"]],
]);

/** `$1`…`$9` in the server's SQL are query parameters; the server states no prices. */
const isSqlPlaceholder = (name: string, figure: string) =>
  name.startsWith("server/") && /^\$\d$/.test(figure);

describe("prices, stated once", () => {
  it("has no dollar figure typed outside app/features/pricing/prices.copy.ts", () => {
    const found: string[] = [];
    for (const { name, code } of siteSources()) {
      if (name === "app/features/pricing/prices.copy.ts") continue;
      const figures = code.match(/\$\d+(,\d{3})*(\.\d+)?[MK]?/g);
      const allowed = notOurPrices.get(name) ?? [];
      for (const figure of figures ?? []) {
        if (isSqlPlaceholder(name, figure)) continue;
        if (!allowed.includes(figure)) found.push(`${name}: ${figure}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("has no plan allowance or pay-as-you-go tier bound typed outside prices.copy.ts", () => {
    const bounds = Object.values(priceText.tierBounds);
    const found = siteSources().flatMap(({ name, code }) => {
      if (name === "app/features/pricing/prices.copy.ts") return [];
      const typed = [
        ...(code.match(/\b\d[\d,]* unique interactions/g) ?? []),
        ...bounds.filter((bound) => code.includes(bound)),
      ];
      return typed.map((text) => `${name}: ${text}`);
    });
    expect(found).toEqual([]);
    expect(bounds).toEqual(["10,000", "10,001", "10,001st", "100,000"]);
  });

  it("gives the plan cards, the ROI cost base and the page descriptions the same prices", () => {
    expect(pricingPlans.map((plan) => plan.price).slice(0, 2)).toEqual([
      priceText.free,
      priceText.professional,
    ]);
    expect(ANNUAL_COST).toBe(planPrices.professional * 12);
    expect(roiText.method).toContain(`${priceText.professional} a month`);
    expect(roiText.method).toContain(`${priceText.professionalYearly} a year`);
    expect(pricingPage.description).toContain(priceText.professional);
    expect(shopifyPlans.map((plan) => plan.price)).toEqual(
      Object.values(shopifyPlanPrices).map(formatWholeDollars),
    );
  });

  it("charges in the calculator the rates the pay-as-you-go page shows", () => {
    expect(payAsYouGoTiers.map((tier) => tier.price)).toEqual(
      payAsYouGoRates.map((tier) => formatMillsRate(tier.mills)),
    );
    // One interaction of one agent costs the first tier's rate.
    const first = payAsYouGoRates[0];
    expect(estimatePayAsYouGo({ agents: 1, interactions: 1 }).totalMills).toBe(first?.mills);
    const range = `${formatMillsRate(payAsYouGoAdvertisedRange.lowMills)} - ${formatMillsRate(payAsYouGoAdvertisedRange.highMills)}`;
    expect(payAsYouGoText.range).toBe(range);
    expect(payAsYouGoPage.description).toContain(priceText.rangeLow);
  });
});
