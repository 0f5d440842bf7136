import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";
import { priceText } from "./prices.copy";
import { figures } from "#app/shared/copy/facts.copy";

export const page: PageCopy = {
  path: href("/pay-as-you-go"),
  title: "Pay As You Go Pricing",
  description: `Pay per unique conversation: tiered rates from ${priceText.rates[0] ?? ""} down to ${priceText.rates.at(-1) ?? ""}, ${priceText.committedRate} with committed volume, no setup fees and a ${figures.freeTrial} free trial. Estimate your monthly cost.`,
  keywords: ["pay as you go AI", "per conversation pricing", "AI cost calculator"],
  eyebrow: "Pay as you go",
  heading: "Pay only for the conversations you have",
  intro: `Tiered per-conversation rates that fall as you grow. No setup fees, no commitment, and a ${figures.freeTrial} free trial.`,
};
