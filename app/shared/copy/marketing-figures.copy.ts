import type { Stat } from "./types";

// The product's claims as docs/requirements/README.md words them; pages pick their figures from
// here, so a number is never typed twice.
export const figures = {
  agentsCreated: "7,000+",
  industries: "50+",
  uptime: "99.9%",
  support: "24/7",
  freeTrial: "14-day",
  costReduction: "85%",
  faster: "3x",
  satisfaction: "95%",
  companies: "500+",
  customerSavings: "$50M+",
  conversations: "10M+",
  retention: "94%",
} as const;

/** The impact row of the agents overview (docs/requirements/product.md). */
export const impactStats: readonly Stat[] = [
  { value: figures.costReduction, label: "cost reduction" },
  { value: figures.faster, label: "faster responses" },
  { value: figures.satisfaction, label: "customer satisfaction" },
  { value: figures.support, label: "availability" },
];
