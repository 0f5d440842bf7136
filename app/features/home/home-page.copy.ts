import { href } from "#app/shared/site-map/href";

import type { CtaAction, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";
import { priceText } from "#app/features/pricing/prices.copy";
import { channelViews, type ChannelViewData } from "./channel-views.copy";

/** Copy of the home page's sections (docs/requirements/home.md). */

export const homeHero = {
  eyebrow: "No-code AI agents · free to start",
  promptLabel: "Describe your AI agent",
  promptPlaceholder:
    "For example: a friendly support agent that answers order and return questions.",
  templatesLabel: "Or start from a template",
  getStarted: "Get Started Free",
  busy: "Creating Agent...",
  watchDemo: "Watch Demo",
  sendLabel: "Create agent from this description",
  previewLabel: "Agent preview",
  previewAgentLabel: "Agent",
  /** Marks the preview's template before the visitor has chosen one. */
  previewExample: "Example",
  liveOn: "Live on",
  channelOn: "on",
  channelOff: "off",
  createYourAgent: "Create Your Agent",
} as const;

/** Agent creation's message beyond docs/requirements/home.md's: a description with control characters (NUL…). */
export const agentCreationInputMessages = {
  controlCharacters:
    "Error: The description contains characters that are not allowed. Please remove them and try again.",
} as const;

export interface ChannelAgent {
  title: string;
  description: string;
  /** The channel's demo page (Try Demo). */
  href: string;
  /** The card's small picture of the channel. */
  view: ChannelViewData;
}

export const channelsSection = {
  eyebrow: "One agent, every channel",
  title: "Meet your customers wherever they are",
  intro:
    "Build an agent once and deploy it to chat, voice, messaging, mobile apps, kiosks and SMS. Try each channel in a live demo.",
  tryDemo: "Try Demo",
} as const;

export const channelAgents: readonly ChannelAgent[] = [
  {
    title: "Conversational Agent",
    description: "Watch agents for support, sales, marketing and operations hold real chats.",
    href: href("/demo/ConversationalDemo"),
    view: channelViews.conversational,
  },
  {
    title: "WhatsApp Agent",
    description: "Answer customers in the app they already use, with a scan-to-chat setup.",
    href: href("/demo/WhatsAppDemo"),
    view: channelViews.whatsapp,
  },
  {
    title: "Voice Agent",
    description: "Natural spoken conversations with speech recognition and lifelike voices.",
    href: href("/demo/VoiceDemo"),
    view: channelViews.voice,
  },
  {
    title: "Mobile App Agent",
    description: "Put an assistant inside your iOS and Android apps with a few lines of code.",
    href: href("/demo/MobileDemo"),
    view: channelViews.app,
  },
  {
    title: "Phone Agent",
    description: "Pick up every call, book appointments and route callers around the clock.",
    href: href("/demo/PhoneDemo"),
    view: channelViews.phone,
  },
  {
    title: "Website Agent",
    description: "A chat widget that knows your site and turns visitors into customers.",
    href: href("/demo/WebsiteDemo"),
    view: channelViews.website,
  },
  {
    title: "Kiosk Agent",
    description: "Self-service help on in-store and lobby touch screens, no queue needed.",
    href: href("/demo/KioskDemo"),
    view: channelViews.kiosk,
  },
  {
    title: "SMS Agent",
    description: "Reminders, order updates and two-way answers by plain text message.",
    href: href("/demo/SMSDemo"),
    view: channelViews.sms,
  },
];

export const integrationsSection = {
  eyebrow: "Integrations",
  title: "Plugs into the platforms you already run",
  intro:
    "Connect your agent to your website, store, ERP and CRM so it can look things up and get things done. Each integration opens in the studio.",
  allLink: "See all integrations",
} as const;

export const personaSection = {
  eyebrow: "See it in action",
  title: "One platform, an agent for every team",
  intro: "Pick a team and watch its AI agent handle a real conversation.",
} as const;

interface HowItWorksStep {
  title: string;
  description: string;
  features: readonly string[];
}

export const howItWorksSection = {
  eyebrow: "How it works",
  title: "From an idea to a live agent in three steps",
  intro: "No code, no data science team: describe it, teach it, launch it.",
  pickerLabel: "Steps",
} as const;

export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    title: "Describe your agent",
    description: "Tell us in plain words what your agent should do, or start from a template.",
    features: [
      "Write the job in your own words",
      "Start from a proven template",
      "Choose its tone and languages",
    ],
  },
  {
    title: "Train it on your knowledge",
    description: "Give it your documents, pages and tools so it answers like your best people.",
    features: [
      "Upload documents and FAQs",
      "Crawl your website automatically",
      "Connect your CRM, store and ERP",
    ],
  },
  {
    title: "Deploy everywhere",
    description: "Go live on every channel at once and keep improving from real conversations.",
    features: [
      "Publish to web, WhatsApp, voice and apps",
      "Hand off to your team with full context",
      "Track results in live analytics",
    ],
  },
];

/** How long each feature stays highlighted (docs/requirements/home.md). */
export const howItWorksTickMs = 1500;

export const faqSection = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
} as const;

export const homeFaqs: readonly FaqItem[] = [
  {
    question: "Do I need to know how to code?",
    answer:
      "No. You describe your agent in plain words or start from a template, then shape it in a visual studio. Developers can still use our APIs and SDKs when they want to.",
  },
  {
    question: "How long does it take to launch an agent?",
    answer: `Most teams have a first agent answering real questions within ${figures.setupTime}, and a fully trained agent on their channels the same day.`,
  },
  {
    question: "Which channels can my agent work on?",
    answer:
      "Your website, WhatsApp, voice and phone calls, SMS, mobile apps, kiosks, and platforms such as Shopify, Salesforce and Zendesk, all from the same agent.",
  },
  {
    question: "How does the agent learn about my business?",
    answer:
      "You upload documents, add FAQs or point it at your website, and connect tools like your CRM or store. It answers from that knowledge and says so when it does not know.",
  },
  {
    question: "Is there a free plan?",
    answer: `Yes. Free Forever includes unlimited agents and ${priceText.allowance.free} unique interactions per month, with no credit card required. Professional adds a ${figures.freeTrial} free trial.`,
  },
  {
    question: "Can the agent hand a conversation to a person?",
    answer:
      "Yes. You decide when it hands off, for example when a customer asks for a person or seems upset, and your team gets a summary of the conversation so far.",
  },
  {
    question: "Is my customers' data secure?",
    answer:
      "Data is encrypted in transit with TLS 1.3 and at rest with AES-256. The platform is SOC 2 Type II and ISO 27001 certified, GDPR compliant and HIPAA ready.",
  },
  {
    question: "Which languages does the agent speak?",
    answer:
      "Agents understand and answer in more than 50 languages and can switch to the customer's language automatically in the middle of a conversation.",
  },
];

export const homeCta: { title: string; text: string; primary: CtaAction; secondary: CtaAction } = {
  title: "Ready to build your first AI agent?",
  text: `Join the teams that have created ${figures.agentsCreated} agents. Start free, with no credit card required.`,
  primary: { label: "Start Building Free", to: { studio: "" } },
  secondary: { label: "Talk to Sales", to: href("/contact") },
};

export const page: PageCopy = {
  path: href("/"),
  title: "AI Agent Platform",
  description:
    "Describe the AI agent you need and launch it in minutes: no-code conversational agents for support, sales and operations on chat, voice, WhatsApp and more.",
  keywords: ["AI agent builder", "no-code chatbot", "create AI agent"],
  heading: "Build AI agents that talk like your best people",
  intro:
    "Describe what your agent should do. We build it, train it and put it on every channel your customers use, with no code and no credit card.",
};
