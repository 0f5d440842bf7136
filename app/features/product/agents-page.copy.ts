import { href } from "#app/shared/site-map/href";

import type { IconName } from "#app/shared/icons/icon-names";
import { studio } from "#app/shared/links/link-target";
import { figures } from "#app/shared/copy/facts.copy";
import type { ChatMessage, CtaCopy, PageCopy } from "#app/shared/copy/types";

/** Copy of /agents, the agents overview (docs/requirements/product.md). */

export const sampleChat = {
  agentName: "Support Agent",
  caption: "A sample conversation: an AI agent resolves a delivery question in four messages",
  messages: [
    { from: "customer", text: "Hi! My order #4821 hasn't arrived yet. Can you check it?" },
    {
      from: "agent",
      text: "Of course! Order #4821 left our warehouse yesterday and is out for delivery today. It should reach you by 5 PM.",
    },
    { from: "customer", text: "Great. Can I have it left with my neighbour if I'm out?" },
    {
      from: "agent",
      text: "Done: I've added a note for the driver to leave it at number 12. Anything else I can help with?",
    },
  ] satisfies ChatMessage[],
} as const;

export const agentPromises: readonly string[] = [
  "Answers in seconds, day and night",
  "Knows your products, policies and prices",
  "Takes action: bookings, orders, refunds",
  "Hands off to your team when it matters",
];

export interface DemoAgent {
  name: string;
  description: string;
  icon: IconName;
  points: readonly string[];
}

/** The eight demo cards; each opens the studio in a new tab. */
export const demoAgents: readonly DemoAgent[] = [
  {
    name: "Phone Agent",
    icon: "phone",
    description:
      "Answers your business line, books appointments and routes calls without hold music.",
    points: ["Natural voice on any phone line", "Call routing and transfers"],
  },
  {
    name: "Chatbot Agent",
    icon: "bot",
    description:
      "A website chat widget that answers questions and captures leads, added with one script tag.",
    points: ["One-line embed", "Lead capture built in"],
  },
  {
    name: "WhatsApp Agent",
    icon: "message-circle",
    description:
      "Serves customers on WhatsApp Business: order updates, bookings and support in the app they use daily.",
    points: ["Connect by scanning a QR code", "Rich messages and media"],
  },
  {
    name: "Voice Agent",
    icon: "mic",
    description:
      "Lets visitors talk instead of type, with spoken answers in a voice that matches your brand.",
    points: ["Speech in, speech out", "Many languages and accents"],
  },
  {
    name: "Messenger Agent",
    icon: "messages-square",
    description:
      "Replies to Facebook Messenger conversations instantly and hands warm leads to your team.",
    points: ["Replies to page messages", "Lead handoff to your CRM"],
  },
  {
    name: "Mobile App Agent",
    icon: "smartphone",
    description: "Puts an assistant inside your iOS and Android apps with the mobile SDK.",
    points: ["Initialize with your key, then show", "Native look on iOS and Android"],
  },
  {
    name: "Shopify Agent",
    icon: "shopping-bag",
    description:
      "A shopping assistant for your Shopify store that recommends products and tracks orders.",
    points: ["Live catalogue and order data", "Abandoned cart recovery"],
  },
  {
    name: "Presentation Agent",
    icon: "presentation",
    description:
      "Presents your product, walks visitors through a deck and answers questions as it goes.",
    points: ["Guided product tours", "Questions answered mid-presentation"],
  },
];

export const page: PageCopy = {
  path: href("/agents"),
  title: "AI Agents for Every Channel",
  description:
    "Phone, chatbot, WhatsApp, voice, Messenger, mobile app, Shopify and presentation agents: try a demo and see the future of customer service.",
  keywords: ["AI agents", "voice agent", "WhatsApp agent"],
  heading: "The Future of Customer Service",
  intro:
    "AI agents that answer every customer on the channel they prefer, instantly, in a voice that sounds like your brand.",
};

/** Headings, calls to action and short texts of the sections of /agents. */
export const sections = {
  eyebrow: "AI agents",
  heroActions: { primary: "Start Building Free", secondary: "Explore the Demos" },
  conversation: {
    title: "One conversation, start to finish",
    text: "This is what your customers see: a fast, friendly answer that solves the problem, not a menu of options. Behind it, your agent checks live data and takes action.",
  },
  demos: {
    title: "Try an agent on every channel",
    intro: "Eight ways to meet your customers. Open a demo in the studio and talk to it yourself.",
    tryLabel: "Try Demo",
  },
  impact: { title: "The impact of AI agents", label: "Impact of AI agents" },
} as const;

export const cta: CtaCopy = {
  title: "Ready to meet your first AI agent?",
  text: `Join ${figures.agentsCreated} agents already at work. Free to start, no credit card required.`,
  primary: { label: "Create Your Agent", to: studio },
  secondary: { label: "See Pricing", to: href("/pricing") },
};
