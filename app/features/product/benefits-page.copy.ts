import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { IconName } from "#app/shared/icons/icon-names";
import type { FaqItem, Stat, PageCopy, CtaCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

/** Copy of /benefits: the platform's benefits with the product's figures (docs/requirements/README.md). */

export const benefitStats: readonly Stat[] = [
  { value: figures.costReduction, label: "lower support costs" },
  { value: figures.faster, label: "faster first responses" },
  { value: figures.satisfaction, label: "customer satisfaction" },
  { value: figures.uptime, label: "platform uptime" },
];

interface Benefit {
  title: string;
  description: string;
  icon: IconName;
  points: readonly string[];
}

export const benefits: readonly Benefit[] = [
  {
    title: `Cut support costs by ${figures.costReduction}`,
    icon: "piggy-bank",
    description:
      "Agents resolve the routine questions that fill most queues (order status, opening hours, password resets), so each conversation costs cents instead of minutes of staff time.",
    points: [
      "Pay per unique interaction, not per seat",
      "No extra headcount for seasonal peaks",
      "Your team keeps the cases that need judgement",
    ],
  },
  {
    title: `Answer ${figures.faster} faster`,
    icon: "gauge",
    description:
      "Customers get an accurate first reply in seconds, drawn from your own help center, product catalogue and policies, instead of waiting in a queue.",
    points: [
      "Instant replies on every channel at once",
      "Answers grounded in your knowledge base",
      "No hold music, no ticket backlog",
    ],
  },
  {
    title: `${figures.satisfaction} customer satisfaction`,
    icon: "smile",
    description:
      "Agents keep your tone of voice, remember the context of the conversation and hand over to a person, with the whole history, the moment a customer asks for one.",
    points: [
      "Consistent, on-brand answers",
      "Human handoff with full context",
      "Satisfaction tracked after every chat",
    ],
  },
  {
    title: `${figures.support} availability`,
    icon: "clock",
    description: `Nights, weekends and public holidays are covered. Your agents answer at 3 AM as well as they do at 3 PM, on a platform with ${figures.uptime} uptime.`,
    points: [
      `${figures.uptime} uptime, monitored around the clock`,
      "Every time zone covered without shifts",
      `${figures.support} support from our own team`,
    ],
  },
  {
    title: "One agent, every channel",
    icon: "globe",
    description:
      "Build once and deploy on your website, WhatsApp, voice lines, mobile apps, Shopify and your help desk. The agent and its knowledge stay the same everywhere.",
    points: [
      "Website, WhatsApp, voice and mobile",
      "Shopify, Salesforce and Zendesk ready",
      "One place to update answers",
    ],
  },
  {
    title: "Enterprise-grade security",
    icon: "shield-check",
    description:
      "Conversations are encrypted in transit with TLS 1.3 and at rest with AES-256, on infrastructure audited for SOC 2 Type II and ISO 27001.",
    points: [
      "GDPR compliant and HIPAA ready",
      "Role-based access for your team",
      "Your data is never used to train other customers' agents",
    ],
  },
];

/** The before-and-after table: how a support desk changes with AI agents. */
export const comparison = {
  caption: "Customer support with and without AI agents",
  columns: ["Without AI agents", "With AI agents"] as const,
  rows: [
    {
      aspect: "First response time",
      values: ["Hours, longer at weekends", "Seconds, day and night"],
    },
    {
      aspect: "Cost of a routine conversation",
      values: ["Several minutes of staff time", `Up to ${figures.costReduction} lower`],
    },
    {
      aspect: "Opening hours",
      values: ["Business hours in one time zone", `${figures.support}, every time zone`],
    },
    {
      aspect: "Handling peaks",
      values: ["Queues grow, customers wait", "Thousands of conversations at once"],
    },
    {
      aspect: "Time to launch",
      values: ["Months of development", "Minutes, without code"],
    },
  ],
} as const;

export const benefitFaqs: readonly FaqItem[] = [
  {
    question: "How quickly will we see the savings?",
    answer:
      "Most teams see routine questions move to their agent in the first week. Savings grow as you add knowledge and connect more channels; the ROI calculator shows an estimate for your team size.",
  },
  {
    question: "Will an AI agent replace our support team?",
    answer:
      "No. The agent takes the repetitive conversations so your people can focus on complex, sensitive and high-value ones. Any conversation can be handed to a person with its full history.",
  },
  {
    question: "How do you measure customer satisfaction?",
    answer:
      "After a conversation the customer can rate it. The analytics dashboard shows ratings, resolution rates and the questions your agent could not answer, so you know what to improve.",
  },
  {
    question: "Can we try it before we commit?",
    answer: `Yes. Start free forever with no credit card, or try the Professional plan with a ${figures.freeTrial} free trial.`,
  },
];

export const page: PageCopy = {
  path: href("/benefits"),
  title: "Benefits of AI Agents",
  description: `Cut support costs by ${figures.costReduction}, answer ${figures.faster} faster and keep ${figures.satisfaction} of customers satisfied with no-code AI agents that work ${figures.support}.`,
  keywords: ["AI agent benefits", "support cost reduction", "customer satisfaction"],
  heading: "Benefits that show up on the balance sheet",
  intro:
    "AI agents answer instantly, around the clock, in every channel, and hand the hard cases to your team with the full context.",
};

/** Section headings of /benefits. */
export const sections = {
  eyebrow: "Benefits",
  heroActions: { studio: "Start Free", roi: "Calculate your ROI" },
  statsLabel: "Benefits in numbers",
  benefits: {
    eyebrow: "Why teams switch",
    title: "Six reasons businesses put AI agents on the front line",
    intro: `${figures.agentsCreated} agents created in ${figures.industries} industries, and the same results keep coming back.`,
  },
  comparison: {
    title: "Before and after",
    intro: "What changes for your customers and your team on the day your agent goes live.",
  },
  faqTitle: "Questions about the benefits",
} as const;

export const cta: CtaCopy = {
  title: "See the benefits for yourself",
  text: `Start free forever with no credit card, or try Professional with a ${figures.freeTrial} free trial.`,
  primary: { label: "Start Building Free", to: studio },
  secondary: { label: "Talk to Sales", to: href("/contact") },
};
