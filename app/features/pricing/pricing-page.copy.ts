import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";
import { priceText } from "./prices.copy";
import { figures } from "#app/shared/copy/facts.copy";

export const page: PageCopy = {
  path: href("/pricing"),
  title: "Pricing Plans",
  description: `Simple pricing by unique interactions per month: Free Forever, Professional at ${priceText.professional} per month with a ${figures.freeTrial} free trial, and Enterprise.`,
  keywords: ["AI agent pricing", "chatbot pricing", "free AI chatbot"],
  eyebrow: "Pricing",
  heading: "Simple pricing that grows with you",
  intro:
    "Pay for unique interactions per month, not for seats. Start free forever and upgrade when your agents get busy.",
};
