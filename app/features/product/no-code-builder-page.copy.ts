import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { IconName } from "#app/shared/icons/icon-names";
import type { FaqItem, Step, PageCopy, CtaCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

/** Copy of /no-code-builder. */

export const builderSteps: readonly Step[] = [
  {
    title: "Describe your agent",
    description: `Write in plain words what the agent should do, or start from one of the templates behind our ${figures.agentsCreated} agents.`,
  },
  {
    title: "Teach it your business",
    description:
      "Upload documents, paste FAQs or point it at your website. The agent answers from your knowledge, not guesses.",
  },
  {
    title: "Give it a personality",
    description:
      "Choose its name, tone and language, set what it may and may not discuss, and decide when it hands over to a person.",
  },
  {
    title: "Publish everywhere",
    description:
      "Go live on your website, WhatsApp, voice, mobile apps and e-commerce platforms from one place.",
  },
];

interface BuilderFeature {
  title: string;
  description: string;
  icon: IconName;
}

export const builderFeatures: readonly BuilderFeature[] = [
  {
    title: "Template library",
    icon: "layout-template",
    description:
      "Ready-made agents for customer service, sales, HR, education and travel that you adapt in minutes.",
  },
  {
    title: "Knowledge base",
    icon: "book-open",
    description:
      "Documents, web pages and FAQs become answers, kept up to date when your content changes.",
  },
  {
    title: "Personality and guardrails",
    icon: "palette",
    description:
      "Set the voice of your brand, topics to avoid and the wording of sensitive answers.",
  },
  {
    title: "Actions and integrations",
    icon: "plug",
    description:
      "Book meetings, look up orders and update your CRM through 16 integrations and your own APIs.",
  },
  {
    title: "Test before you launch",
    icon: "flask-conical",
    description:
      "Chat with your agent in a preview, see which sources it used and fix answers before customers see them.",
  },
  {
    title: "One-click deployment",
    icon: "rocket",
    description:
      "Publish to every channel at once and roll back to an earlier version whenever you need to.",
  },
];

export const builderFaqs: readonly FaqItem[] = [
  {
    question: "Do I need any technical skills?",
    answer:
      "No. If you can write an e-mail and upload a document, you can build an agent. Developers can still extend it with APIs when they want to.",
  },
  {
    question: "How long does it take to build an agent?",
    answer:
      "A first agent is ready to test in minutes. Most teams spend a few days refining its knowledge before they go live.",
  },
  {
    question: "Can several people on my team work on the same agent?",
    answer:
      "Yes. Invite colleagues with role-based access: editors change the agent, reviewers approve it and viewers read the analytics.",
  },
  {
    question: "What does it cost to try?",
    answer: `The builder is free to start with no credit card, and the Professional plan comes with a ${figures.freeTrial} free trial.`,
  },
];

export const page: PageCopy = {
  path: href("/no-code-builder"),
  title: "No-Code AI Agent Builder",
  description:
    "Design, train and deploy conversational AI agents in a visual builder: knowledge bases, personalities, actions and channels without code.",
  keywords: ["no-code AI builder", "visual chatbot builder", "AI agent studio"],
  heading: "The no-code builder for conversational AI",
  intro:
    "Everything you need to design, train, test and launch an AI agent, in one visual studio that anyone on your team can use.",
};

/** Section headings of /no-code-builder. */
export const sections = {
  eyebrow: "No-code builder",
  heroAction: "Open the Builder",
  steps: {
    title: "From idea to live agent in four steps",
    intro: "No flowcharts, no code, no waiting on a development sprint.",
  },
  featuresTitle: "Everything in one visual studio",
  integrations: {
    title: "Connects to the platforms you already run",
    link: "See all integrations",
  },
  faqTitle: "Builder questions",
} as const;

export const cta: CtaCopy = {
  title: "Build your first agent in minutes",
  text: "Free to start, no credit card required.",
  primary: { label: "Start Building Free", to: studio },
  secondary: { label: "Browse Templates", to: href("/templates") },
};
