import type { IconName } from "#app/shared/icons/icon-names";

import type { DemoAgentName } from "./demo-agents.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import { figures } from "#app/shared/copy/marketing-figures.copy";

export * from "./demo-agents.copy";

/* ------------------------------------------------------------------------------------------ */
/* Device mock-ups (docs/requirements/demos.md: screens, icons, timings)                       */
/* ------------------------------------------------------------------------------------------ */

/** A phone app tile or demo icon item: id, name, icon, colour. */
export interface DemoIcon {
  id: string;
  name: string;
  icon: IconName;
  /** Tailwind background class of the tile (the icon is white on it). */
  color: string;
}

const icon = (id: string, name: string, glyph: IconName, color: string): DemoIcon => ({
  id,
  name,
  icon: glyph,
  color,
});

const messages = icon("messages", "Messages", "message-square", "bg-green-600");
const camera = icon("camera", "Camera", "camera", "bg-slate-700");
const photos = icon("photos", "Photos", "image", "bg-amber-600");
const maps = icon("maps", "Maps", "map", "bg-emerald-700");
const weather = icon("weather", "Weather", "cloud-sun", "bg-sky-600");
const music = icon("music", "Music", "music", "bg-rose-600");
const mail = icon("mail", "Mail", "mail", "bg-blue-700");
const calc = icon("calc", "Calc", "calculator", "bg-orange-700");
const notes = icon("notes", "Notes", "sticky-note", "bg-yellow-700");
const stocks = icon("stocks", "Stocks", "trending-up", "bg-slate-900");
const health = icon("health", "Health", "heart-pulse", "bg-pink-700");
const agentIcon = (name: string): DemoIcon => icon("agent", name, "bot", "bg-brand-600");

export interface DeviceDemo {
  agent: DemoAgentName;
  /** Outer size of the mock-up in CSS pixels (it scales down on narrower screens). */
  width: number;
  height: number;
  columns: 3 | 4;
  /** The dock repeats the first `dock` icons. */
  dock: number;
  icons: readonly DemoIcon[];
  /** Label of the agent app's title bar. */
  appTitle: string;
  /** Highlight the agent icon this long after the page opens (kiosk). */
  autoHighlightAgentMs?: number;
  /** Open the agent app this long after the page opens (phone demo). */
  autoOpenAgentMs?: number;
}

/** How long a tapped icon stays highlighted (docs/requirements/demos.md: 2000 ms). */
export const ICON_HIGHLIGHT_MS = 2000;

export const mobileDemo: DeviceDemo = {
  agent: "MobileDemo",
  width: 320,
  height: 500,
  columns: 3,
  dock: 3,
  icons: [messages, camera, photos, maps, weather, agentIcon("AgentApp"), music, mail, notes],
  appTitle: "AgentApp",
};

export const kioskDemo: DeviceDemo = {
  agent: "KioskDemo",
  width: 400,
  height: 600,
  columns: 4,
  dock: 4,
  icons: [
    messages,
    camera,
    photos,
    maps,
    weather,
    agentIcon("KioskDemo"),
    music,
    mail,
    calc,
    notes,
    stocks,
    health,
  ],
  appTitle: "AgentApp",
  autoHighlightAgentMs: 1000,
};

/** The phone demo's mock-up: messages, camera, photos, maps, weather, agent app, music, mail. */
export const phoneDemo: DeviceDemo = {
  agent: "PhoneDemo",
  width: 320,
  height: 550,
  columns: 3,
  dock: 3,
  icons: [messages, camera, photos, maps, weather, agentIcon("AgentApp"), music, mail],
  appTitle: "AgentApp",
  autoOpenAgentMs: 1000,
};

/* ------------------------------------------------------------------------------------------ */
/* Landing layout of the Voice, Phone and SMS demos (docs/requirements/demos.md)              */
/* ------------------------------------------------------------------------------------------ */

export interface LandingDemo {
  /** The agent the embed snippet names. */
  snippetAgent: DemoAgentName;
  /** Path of the chat frame under the studio URL. */
  framePath: string;
  frameTitle: string;
}

export const landingDemos = {
  voice: {
    // Required as is (docs/requirements/demos.md): the snippet names VoiceDemo, the frame talks to SMSDemo.
    snippetAgent: "VoiceDemo",
    framePath: "/chat/SMSDemo?voice=true",
    frameTitle: "Voice demo agent chat",
  },
  phone: {
    snippetAgent: "PhoneDemo",
    framePath: "/chat/PhoneDemo",
    frameTitle: "Phone demo agent chat",
  },
  sms: {
    snippetAgent: "SMSDemo",
    framePath: "/chat/SMSDemo",
    frameTitle: "SMS demo agent chat",
  },
} as const satisfies Record<string, LandingDemo>;

export const landingCopy = {
  demo: {
    title: "Try Our Demo Agent",
    subtitle: "Experience the power of conversational AI firsthand",
    caption: "Ask about our features, pricing, or how to get started with your own AI agent",
    /** Height of the chat area (docs/requirements/demos.md). */
    frameHeight: 550,
  },
  whatIs: {
    title: "What is an AI Agent?",
    text: "An AI agent is a virtual assistant that understands natural language, answers questions from your own knowledge and completes tasks for your customers, on any channel, at any hour.",
  },
  benefits: {
    title: "Key Benefits",
    items: [
      "Easy setup with no coding",
      "Natural, human-like conversations",
      "Seamless tool integrations",
      "24/7 customer support",
    ],
  },
  getStarted: {
    title: "Get Started",
    items: [
      "Define your agent's purpose",
      "Train it with your knowledge base",
      "Customize its personality and tone",
      "Deploy it to your platform",
    ],
  },
  useCases: {
    title: "Use Cases",
    items: [
      { title: "Customer Support", text: "Resolve common questions instantly, day and night." },
      { title: "Lead Generation", text: "Qualify visitors and book meetings for your sales team." },
      { title: "Content Creation", text: "Draft answers, summaries and product copy on demand." },
      { title: "E-commerce", text: "Recommend products and answer order questions." },
    ],
  },
  whyUs: {
    title: "Why Businesses Choose Us",
    stats: [
      { value: figures.fasterResponse, label: "faster response time" },
      { value: figures.support, label: "availability" },
      { value: figures.channelCostReduction, label: "cost reduction" },
      { value: figures.setupTime, label: "setup" },
    ],
  },
  testimonial: {
    title: "What Our Customers Say",
    quote:
      "Our AI agent answers most order questions before a person ever sees them. Customers get answers in seconds and my team finally has time for the hard cases.",
    name: "Sarah Mitchell",
    role: "E-commerce Director, Northwind Outfitters",
  },
  steps: {
    title: "Build your own agent in three steps",
    create: {
      title: "Create Your Agent",
      text: "Describe what your agent should do and train it with your own content in the studio.",
      action: "Start Creating →",
    },
    embed: {
      title: "Add to Your Website",
      text: "Paste this one line into your site's HTML:",
    },
    live: {
      title: "Go Live in Minutes",
      text: "Your agent starts answering your visitors right away.",
      closing: "It's that simple!",
    },
  },
  banner: {
    title: "Ready to Build Your AI Agent?",
    text: "Start free, no credit card required.",
    action: "Get Started Free",
  },
  footer: `${siteConfig.name}. All rights reserved.`,
} as const;

/* ------------------------------------------------------------------------------------------ */
/* WhatsApp demo: its screen, its lookup call and its error messages                         */
/* ------------------------------------------------------------------------------------------ */

export const whatsappDemo = {
  /** The fixed demo site name sent to the scanner lookup (URL-encoded by the API client). */
  siteName: siteConfig.name,
  buttonLabel: "Chat on WhatsApp",
  /** Prefilled text of the chat: it names the website. */
  prefilledText: `Hello! I'm visiting the ${siteConfig.name} website and would like to chat with your AI agent.`,
  noContact: "No WhatsApp contact available for this website",
  failure: "Failed to connect to WhatsApp",
  stepsTitle: "Six steps from an idea to an agent on WhatsApp",
  steps: [
    {
      title: "Create your agent",
      text: "Describe your agent in the studio and let the platform build it.",
    },
    {
      title: "Train it",
      text: "Add documents, FAQs and links so it knows your business.",
    },
    {
      title: "Open the Publish tab",
      text: "In the studio, open your agent's Publish tab.",
    },
    {
      title: "Enable WhatsApp",
      text: "Scan the QR code with WhatsApp on your business phone.",
    },
    {
      title: "Add the button to your site",
      text: "Paste the WhatsApp button snippet into your website.",
    },
    {
      title: "Go live",
      text: "Visitors tap the button and chat with your agent on WhatsApp.",
    },
  ],
} as const;

/** The WhatsApp chat link for a number, with the prefilled text (https://wa.me/<digits>?text=…). */
export function whatsappChatUrl(
  mobileNumber: string,
  text: string = whatsappDemo.prefilledText,
): string {
  const digits = mobileNumber.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Embed snippet (docs/requirements/demos.md)                                                */
/* ------------------------------------------------------------------------------------------ */

/** The script tag a customer pastes into a site: loads the studio's embed script for an agent. */
export function embedSnippet(studioUrl: string, agent: DemoAgentName): string {
  return `<script src="${studioUrl}/embed.js?agent=${agent}"></script>`;
}

export { COPIED_MESSAGE } from "#app/shared/forms/copy-buttons";
