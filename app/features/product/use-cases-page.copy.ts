import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { IconName } from "#app/shared/icons/icon-names";
import type { Stat, PageCopy, CtaCopy } from "#app/shared/copy/types";
import type { IndustrySlug } from "#app/features/industries/industries.copy";
import { figures } from "#app/shared/copy/facts.copy";

/** Copy of /use-cases (docs/requirements/product.md). */

interface UseCase {
  title: string;
  category: string;
  description: string;
  icon: IconName;
  /** Exactly three benefits per card. */
  features: readonly [string, string, string];
}

export const useCases: readonly UseCase[] = [
  {
    title: "Customer Support",
    category: "Service",
    icon: "headphones",
    description:
      "Resolve order, account and product questions instantly from your help center, and pass the tricky ones to your team with the conversation attached.",
    features: [
      "Resolves routine tickets without a human",
      "Answers in seconds, 24/7",
      "Hands off to your team with full context",
    ],
  },
  {
    title: "Lead Generation",
    category: "Sales",
    icon: "magnet",
    description:
      "Greet every visitor, ask the qualifying questions your sales team would ask, and book the promising ones straight into a rep's calendar.",
    features: [
      "Qualifies leads with your own criteria",
      "Books meetings while interest is high",
      "Sends every lead to your CRM",
    ],
  },
  {
    title: "E-commerce Assistant",
    category: "Retail",
    icon: "shopping-cart",
    description:
      "Recommend the right product, answer size and delivery questions, and bring shoppers back to the carts they left behind.",
    features: [
      "Personal product recommendations",
      "Order tracking and returns in chat",
      "Recovers abandoned carts",
    ],
  },
  {
    title: "Appointment Scheduling",
    category: "Operations",
    icon: "calendar-check",
    description:
      "Let customers book, move and cancel appointments in a conversation, with reminders that cut no-shows.",
    features: [
      "Books against your live availability",
      "Automatic reminders and confirmations",
      "Reschedules without a phone call",
    ],
  },
  {
    title: "Educational Support",
    category: "Education",
    icon: "graduation-cap",
    description:
      "Help students and applicants with admissions, course content and deadlines at any hour, in their own language.",
    features: [
      "Answers admissions and course questions",
      "Explains study material step by step",
      "Reminds students of deadlines",
    ],
  },
  {
    title: "HR Assistance",
    category: "Human Resources",
    icon: "users",
    description:
      "Give employees instant answers on leave, benefits and policies, and walk new hires through their first weeks.",
    features: [
      "Answers policy and benefits questions",
      "Guides new-hire onboarding",
      "Takes leave requests in chat",
    ],
  },
];

export const useCaseStats: readonly Stat[] = [
  { value: figures.companies, label: "companies" },
  { value: figures.costReduction, label: "cost reduction" },
  { value: figures.faster, label: "faster resolution" },
  { value: figures.satisfaction, label: "satisfaction rate" },
];

interface IndustryBlurb {
  name: string;
  slug: IndustrySlug;
  icon: IconName;
  text: string;
}

/** The four industry blurbs at the foot of the page (Healthcare, Retail, Financial, Education). */
export const industryBlurbs: readonly IndustryBlurb[] = [
  {
    name: "Healthcare",
    slug: "healthcare",
    icon: "heart-pulse",
    text: "Clinics let patients book visits, get preparation instructions and refill reminders, with health data handled to HIPAA-ready standards.",
  },
  {
    name: "Retail",
    slug: "retail",
    icon: "shopping-bag",
    text: "Stores answer stock, sizing and delivery questions on their site and WhatsApp, and turn browsing into buying.",
  },
  {
    name: "Financial",
    slug: "financial-services",
    icon: "building-2",
    text: "Banks and insurers answer account questions, guide applications and follow up fraud alerts around the clock.",
  },
  {
    name: "Education",
    slug: "education",
    icon: "graduation-cap",
    text: "Schools and universities support applicants and students through admissions, enrolment and exam season.",
  },
];

export const page: PageCopy = {
  path: href("/use-cases"),
  title: "AI Agent Use Cases",
  description: `Customer support, lead generation, e-commerce, appointment scheduling, education and HR: see what ${figures.companies} companies automate with AI agents.`,
  keywords: ["AI agent use cases", "chatbot examples", "conversational AI uses"],
  heading: "What teams automate with AI agents",
  intro:
    "From answering support tickets to booking appointments, AI agents take on the repetitive conversations so your people can do the rest.",
};

export const sections = {
  eyebrow: "Use cases",
  useCases: {
    title: "Six conversations to automate first",
    intro:
      "Each one is a template in the studio: start from it, add your knowledge and go live the same day.",
  },
  results: { title: "The results teams report", label: "Use case results" },
  industries: {
    title: "Built for your industry",
    intro: "The same use cases, shaped by the rules and vocabulary of your sector.",
    /** After an industry's name: "Healthcare agents". */
    linkSuffix: "agents",
    allLink: `See all ${figures.industrySolutions} industry solutions`,
  },
} as const;

export const cta: CtaCopy = {
  title: "Which conversation will you automate first?",
  text: "Pick a use case, describe your business and your agent is ready to test in minutes.",
  primary: { label: "Build Your Agent", to: studio },
  secondary: { label: "Browse Templates", to: href("/templates") },
};
