import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { IconName } from "#app/shared/icons/icon-names";
import type { FaqItem, Step, PageCopy, CtaCopy } from "#app/shared/copy/types";

// docs/requirements/product.md names the page but not its content: we take it to be an exchange
// where businesses share and reuse agents, conversation flows and knowledge packs.

interface ExchangeItemType {
  title: string;
  badge: string;
  description: string;
  icon: IconName;
  points: readonly string[];
}

export const exchangeItemTypes: readonly ExchangeItemType[] = [
  {
    title: "Agents",
    badge: "Ready to launch",
    icon: "bot",
    description:
      "Complete agents with their personality, knowledge structure and channel settings, built and proven by other businesses.",
    points: [
      "Clone into your workspace in one click",
      "Swap in your own knowledge and brand",
      "See the channels it was built for",
    ],
  },
  {
    title: "Conversation flows",
    badge: "Reusable",
    icon: "git-branch",
    description:
      "Tested paths for common conversations, such as returns, bookings, lead qualification and onboarding, to drop into any agent.",
    points: [
      "Plug into an agent you already have",
      "Edit every step in the visual builder",
      "Versioned, so updates never surprise you",
    ],
  },
  {
    title: "Knowledge packs",
    badge: "Structured",
    icon: "book-open",
    description:
      "Question-and-answer sets and document outlines for a sector or topic, ready to fill with your own details.",
    points: [
      "Industry vocabulary and common questions",
      "Slots for your own policies and prices",
      "Never contains another company's data",
    ],
  },
];

export const adoptSteps: readonly Step[] = [
  {
    title: "Discover",
    description:
      "Search the exchange by industry, channel or use case and read how each listing performs in practice.",
  },
  {
    title: "Preview",
    description: "Talk to a live preview of the agent or flow before it touches your workspace.",
  },
  {
    title: "Make it yours",
    description:
      "Clone it into the no-code builder, add your knowledge, tone and integrations, and test it.",
  },
  {
    title: "Go live",
    description: "Publish on your channels and watch the results in your analytics dashboard.",
  },
];

export const publisherBenefits: readonly string[] = [
  "Share what worked for you and build a reputation in your industry",
  "Keep control: you decide what is shared and can withdraw a listing at any time",
  "Get feedback and improvement ideas from the businesses that reuse your work",
  "Publish straight from the builder, with no extra tooling",
];

export const exchangeFaqs: readonly FaqItem[] = [
  {
    question: "Is any of my customers' data shared when I publish?",
    answer:
      "No. A listing contains the agent's structure, flows and the knowledge you choose to include. Conversations, contacts and connected systems are never part of it, and every listing is reviewed before it is published.",
  },
  {
    question: "Can I change an agent I took from the exchange?",
    answer:
      "Yes. Once cloned it is your agent: edit anything in the no-code builder. If the publisher releases a new version, you decide whether to adopt it.",
  },
  {
    question: "Who can use ConvExchange?",
    answer:
      "Every account on the platform, including the free plan, can browse and reuse listings. Publishing is available from the builder once your agent has been live for a while.",
  },
];

export const page: PageCopy = {
  path: href("/convexchange"),
  title: "ConvExchange Agent Marketplace",
  description:
    "ConvExchange is the marketplace where businesses share, discover and reuse proven conversational AI agents, flows and knowledge packs.",
  keywords: ["AI agent marketplace", "conversation templates", "ConvExchange"],
  heading: "ConvExchange: the exchange for proven conversations",
  intro:
    "Discover agents, conversation flows and knowledge packs that other businesses have already proven, and launch them as your own.",
};

export const sections = {
  eyebrow: "ConvExchange",
  heroActions: { studio: "Browse the Exchange", publish: "Share Your Agent" },
  listings: {
    title: "What you'll find on the exchange",
    intro: "Three kinds of building blocks, each proven in real conversations before it is listed.",
  },
  reuseTitle: "Reuse a listing in four steps",
  publish: {
    title: "Share what works",
    intro:
      "Built a flow your customers love? Publish it and help other businesses start from proven ground.",
    action: "Publish from the Builder",
  },
  faqTitle: "ConvExchange questions",
} as const;

export const cta: CtaCopy = {
  title: "Start from a conversation that already works",
  text: "Create a free account, pick a listing and make it yours in minutes.",
  primary: { label: "Explore ConvExchange", to: studio },
  secondary: { label: "Browse Templates", to: href("/templates") },
};
