import { describe, expect, it } from "vitest";

import { formatMillsRate } from "./format";
import { PAYG_TIERS } from "./pay-as-you-go";
import { studio } from "#app/shared/links/link-target";
import {
  payAsYouGoText,
  payAsYouGoTiers,
  pricingFaq,
  pricingPlans,
  pricingText,
} from "./pricing.copy";
import { page as payAsYouGoPage } from "./pay-as-you-go-page.copy";

describe("pricing content (docs/requirements/pricing.md)", () => {
  it("has the three plans with their prices and limits", () => {
    expect(pricingPlans.map((plan) => [plan.name, plan.price])).toEqual([
      ["Free Forever", "$0"],
      ["Professional", "$99"],
      ["Enterprise", "Custom"],
    ]);
    const [free, pro, enterprise] = pricingPlans;
    expect(free?.features).toEqual(
      expect.arrayContaining(["Unlimited agents", "100 unique interactions per month"]),
    );
    expect(pro?.period).toBe("per month");
    expect(pro?.features).toEqual(
      expect.arrayContaining(["10,000 unique interactions per month", "14-day free trial"]),
    );
    expect(enterprise?.features).toEqual([
      "Unlimited conversations",
      "Custom training",
      "White-label",
      "SLA",
    ]);
  });

  it("marks only Professional as Most Popular, and Free and Professional as Limited Time", () => {
    expect(pricingPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual([
      "Professional",
    ]);
    expect(pricingPlans.filter((plan) => plan.limitedTime).map((plan) => plan.name)).toEqual([
      "Free Forever",
      "Professional",
    ]);
  });

  it("sends plan CTAs to the studio, Enterprise to /contact", () => {
    expect(pricingPlans.map((plan) => plan.cta.to)).toEqual([studio, studio, "/contact"]);
  });

  it("has three FAQ questions: plan changes, the trial, the limit", () => {
    expect(pricingFaq).toHaveLength(3);
    expect(pricingFaq[0]?.answer).toMatch(/immediately.*prorated/);
    expect(pricingFaq[1]?.answer).toMatch(/14-day free trial/);
    expect(pricingFaq[2]?.answer).toMatch(/notify.*buy more.*upgrade/);
  });

  it("shows the tier rates the calculator charges", () => {
    expect(payAsYouGoTiers.map((tier) => tier.price)).toEqual(
      PAYG_TIERS.map((tier) => formatMillsRate(tier.mills)),
    );
    for (const tier of payAsYouGoTiers) expect(tier.description).not.toBe("");
  });

  it("makes the published range true: its low end is the committed-volume rate, stated beside the tiers", () => {
    expect(payAsYouGoText.range).toBe("$0.004 - $0.01");
    const [low, high] = payAsYouGoText.range.split(" - ");
    const shown = [
      ...payAsYouGoTiers.map((tier) => tier.price),
      payAsYouGoText.committedVolume.price,
    ];
    // Every rate shown lies in the range, and both ends are rates that are shown.
    const mills = (rate: string) => Math.round(Number(rate.slice(1)) * 1000);
    for (const rate of shown) {
      expect(mills(rate)).toBeGreaterThanOrEqual(mills(low!));
      expect(mills(rate)).toBeLessThanOrEqual(mills(high!));
    }
    expect(shown).toEqual(expect.arrayContaining([low, high]));
    expect(payAsYouGoText.committedVolume.price).toBe("$0.004");
    expect(payAsYouGoText.committedVolume.description).toMatch(/commitment.*sales/);
    // Wherever the range's ends are named, what each applies to is named too.
    for (const text of [
      payAsYouGoText.rangeNote,
      pricingText.payAsYouGo.text,
      payAsYouGoPage.description,
    ]) {
      expect(text).toContain("$0.01");
      expect(text).toContain("$0.006");
      expect(text).toMatch(/\$0\.004 with committed volume/);
    }
  });

  it("states the range, the trial and no setup fees", () => {
    expect(payAsYouGoText.range).toBe("$0.004 - $0.01");
    expect(payAsYouGoText.highlights).toEqual(
      expect.arrayContaining(["14-day free trial", "No setup fees"]),
    );
  });
});
