import { href } from "#app/shared/site-map/href";

import type { FaqItem } from "#app/shared/copy/types";
import type { Plan } from "./plan.copy";
import { priceText, savingsShare } from "./prices.copy";
import { studio } from "#app/shared/links/link-target";
import { figures } from "#app/shared/copy/facts.copy";

const trial = `${figures.freeTrial} free trial`;
/** "14-day" as a button's title case says it. */
const trialTitle = figures.freeTrial.replace("day", "Day");
const { allowance, tierBounds } = priceText;
/** The pay-as-you-go tiers' span, highest rate first: "$0.01 to $0.006". */
const rateSpan = `${priceText.rates[0] ?? ""} to ${priceText.rates.at(-1) ?? ""}`;

/** Plans, pay-as-you-go tiers and the texts of the pricing pages; the figures come from ./prices. */

export const pricingPlans: readonly Plan[] = [
  {
    name: "Free Forever",
    price: priceText.free,
    period: "forever",
    description: "Everything you need to build and launch your first agents.",
    features: [
      "Unlimited agents",
      `${allowance.free} unique interactions per month`,
      "No credit card required",
    ],
    popular: false,
    limitedTime: true,
    cta: { label: "Start Free", to: studio },
  },
  {
    name: "Professional",
    price: priceText.professional,
    period: "per month",
    description: "For growing teams whose agents talk to customers every day.",
    features: [
      "Unlimited agents",
      `${allowance.professional} unique interactions per month`,
      trial,
    ],
    popular: true,
    limitedTime: true,
    cta: { label: `Start ${trialTitle} Free Trial`, to: studio },
  },
  {
    name: "Enterprise",
    price: "Custom",
    period: "",
    description: "For organisations that need scale, control and guarantees.",
    features: ["Unlimited conversations", "Custom training", "White-label", "SLA"],
    popular: false,
    limitedTime: false,
    cta: { label: "Contact Sales", to: href("/contact") },
  },
];

export const pricingText = {
  plansTitle: "Choose your plan",
  plansIntro:
    "Pricing is by unique interactions per month: one visitor's conversation with an agent counts once, however many messages it takes.",
  popularBadge: "Most Popular",
  limitedTimeBadge: "Limited Time",
  countdown: {
    title: "Limited Time Offer",
    text: "Lock in today's prices on Free Forever and Professional. The offer ends in:",
    label: "Time left in the limited-time offer",
    units: { days: "Days", hours: "Hours", minutes: "Minutes" },
  },
  payAsYouGo: {
    title: "Prefer to pay per conversation?",
    text: `With pay-as-you-go you pay only for the unique interactions you have: ${rateSpan} each as your volume grows, ${priceText.committedRate} with committed volume, and no setup fees.`,
    link: "See pay-as-you-go pricing",
    roiLink: "Calculate your ROI",
  },
  faqTitle: "Frequently asked questions",
  cta: {
    title: "Start building for free",
    text: "Create your first agent in minutes. No credit card required.",
    primary: "Start Building",
    secondary: "Talk to Sales",
  },
} as const;

export const pricingFaq: readonly FaqItem[] = [
  {
    question: "Can I change my plan at any time?",
    answer:
      "Yes. Upgrades and downgrades take effect immediately, and billing is prorated for the rest of your billing period.",
  },
  {
    question: "Is there a free trial?",
    answer: `Yes. The Professional plan starts with a ${trial}, so you can try everything before you pay.`,
  },
  {
    question: "What happens when I reach my interaction limit?",
    answer:
      "We notify you as you get close to your monthly limit. You can then buy more interactions or upgrade to a larger plan.",
  },
];

/** A pay-as-you-go tier as the page shows it: tier, price, description. */
export interface PayAsYouGoTier {
  tier: string;
  price: string;
  description: string;
}

/** One line per rate of ./prices, in the same order (a test checks the two stay aligned). */
export const payAsYouGoTiers: readonly PayAsYouGoTier[] = [
  {
    tier: `First ${tierBounds.firstEnd} interactions`,
    price: priceText.rates[0] ?? "",
    description: `Each unique conversation of an agent's first ${tierBounds.firstEnd} in a month.`,
  },
  {
    tier: `${tierBounds.middleStart} to ${tierBounds.middleEnd}`,
    price: priceText.rates[1] ?? "",
    description: `From the ${tierBounds.middleStartOrdinal} unique conversation up to ${tierBounds.middleEnd} in total.`,
  },
  {
    tier: `Above ${tierBounds.middleEnd}`,
    price: priceText.rates[2] ?? "",
    description: `Every unique conversation beyond ${tierBounds.middleEnd} in the month.`,
  },
];

export const payAsYouGoText = {
  seeDetails: "See pricing details",
  startTrial: "Start Free Trial",
  pricingTitle: "Simple, usage-based pricing",
  pricingIntro:
    "You pay per unique conversation, and the rate falls as your volume grows. Every agent is billed on its own monthly interactions.",
  range: `${priceText.rangeLow} - ${priceText.rangeHigh}`,
  rangeLabel: "per unique conversation",
  /** Says where each end of the range comes from (prices.copy.ts: committedVolumeRate). */
  rangeNote: `${rateSpan} as you go, ${priceText.committedRate} with committed volume`,
  committedVolume: {
    title: "Committed volume",
    price: priceText.committedRate,
    description:
      "For an annual commitment to a monthly volume, agreed with our sales team. The calculator estimates pay-as-you-go without a commitment.",
    link: "Talk to sales",
  },
  perConversation: "per conversation",
  highlights: [trial, "No setup fees", "No commitment, cancel anytime"],
  calculatorTitle: "Estimate your monthly cost",
  calculatorIntro:
    "Set the number of agents and the unique interactions each agent handles in a month. The estimate sums the tiers for one agent and multiplies by the number of agents.",
  agentsLabel: "Number of agents",
  interactionsLabel: "Monthly unique interactions per agent",
  interactionsHint: "Steps of 100, minimum 100.",
  agentsHint: "Minimum 1.",
  totalLabel: "Estimated monthly cost",
  breakdownCaption: "Cost by tier",
  columns: {
    tier: "Tier",
    interactions: "Interactions per agent",
    cost: "Cost, all agents",
  },
  each: "each",
  totalRow: "Total",
  calculate: "Calculate",
  copyLink: "Copy link",
  plansLink: "Compare monthly plans",
} as const;

export const roiText = {
  calculatorTitle: "Estimate your savings",
  calculatorIntro:
    "Change any value: the figures update as you type, and the address bar keeps them so you can share the estimate.",
  inputsTitle: "Your team today",
  workloadTitle: "Your workload",
  employeesLabel: "Support employees",
  salaryLabel: "Average annual salary (USD)",
  inquiriesLabel: "Customer inquiries per month",
  responseTimeLabel: "Average response time (hours)",
  resolutionRateLabel: "Resolution rate (%)",
  resultsTitle: "Your estimated return",
  results: {
    monthlySavings: "Monthly savings",
    annualSavings: "Annual savings",
    annualCost: "Annual platform cost",
    netBenefit: "Net annual benefit",
    roiPercent: "Return on investment",
    payback: "Payback period",
  },
  noPayback: "—",
  method: `How the estimate works: an AI agent takes over ${savingsShare * 100}% of the work of the support employees you enter, so the monthly saving is employees × annual salary ÷ 12 × ${savingsShare}. The cost is the Professional plan, ${priceText.professional} a month or ${priceText.professionalYearly} a year. Only the number of employees and the salary change the figures: inquiries, response time and resolution rate describe your workload but do not enter this estimate.`,
  calculate: "Calculate",
  copyLink: "Copy link",
  plansLink: "See pricing plans",
  cta: {
    title: "Turn these savings into reality",
    text: "Build your first agent for free. No credit card required.",
    primary: "Start Building Free",
  },
} as const;

export const copyLinkText = {
  success: "Copied to clipboard!",
  failure: "Could not copy the link. Copy it from the address bar instead.",
} as const;
