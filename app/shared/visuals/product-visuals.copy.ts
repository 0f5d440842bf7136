import { href } from "#app/shared/site-map/href";

import { figures } from "#app/shared/copy/facts.copy";

// The words inside the product visuals, which are drawn in HTML and SVG; figures come from
// the facts module so a number is never typed twice.

export type ChannelKind = "web" | "whatsapp" | "voice" | "sms" | "app" | "kiosk";

export const channelNames: Record<ChannelKind, string> = {
  web: "Web chat",
  whatsapp: "WhatsApp",
  voice: "Phone call",
  sms: "SMS",
  app: "Mobile app",
  kiosk: "Kiosk",
};

export const channelKinds = Object.keys(channelNames) as readonly ChannelKind[];

export interface SampleExchange {
  agentName: string;
  customer: string;
  agent: string;
  more: readonly { from: "customer" | "agent"; text: string }[];
  /** Answers the customer can tap (kiosks and apps show them as buttons). */
  quickReplies: readonly string[];
}

export const sampleExchange: SampleExchange = {
  agentName: "Ava",
  customer: "Can I change my delivery to Saturday?",
  agent: "Yes! I've moved order #48213 to Saturday between 9 and 12. Anything else?",
  more: [
    { from: "customer", text: "Could the driver leave it with my neighbour if I'm out?" },
    {
      from: "agent",
      text: "Done: I've added “leave with no. 14” to the delivery note. You'll get a message when the driver is 30 minutes away.",
    },
    { from: "customer", text: "Perfect, thank you!" },
  ],
  quickReplies: ["Track my order", "Talk to a person"],
};

export const studioLabels = {
  window: "Agent Studio",
  describe: "Describe your agent",
  building: "Your agent",
  knowledge: "Knowledge base",
  channels: "Channels",
  live: "Live",
  online: "Online",
  analytics: "Analytics",
} as const;

export interface AgentBlueprint {
  name: string;
  description: string;
  knowledge: readonly string[];
  channels: readonly ChannelKind[];
}

export const builderBlueprint: AgentBlueprint = {
  name: "Support Agent",
  description:
    "Answer questions about orders, shipping and returns, look up an order by its number and hand upset customers to a person.",
  knowledge: ["Help center articles", "Return policy.pdf", "Order system"],
  channels: ["web", "whatsapp", "voice", "sms"],
};

export const industryKnowledge: readonly string[] = [
  "Your policies and FAQs",
  "Your website",
  "Your booking and CRM systems",
];

export const industryChannels: readonly ChannelKind[] = ["web", "whatsapp", "voice", "sms"];

export const analyticsView = {
  title: "Analytics",
  period: "All agents",
  tiles: [
    { value: figures.conversations, label: "Conversations handled" },
    { value: figures.satisfaction, label: "Customer satisfaction" },
    { value: figures.costReduction, label: "Cost reduction" },
    { value: figures.faster, label: "Faster responses" },
  ],
  chartLabel: "Conversations over time",
  uptime: { value: figures.uptime, label: "Uptime" },
} as const;

/** The sentence a screen reader hears in place of the analytics picture. */
export const analyticsDescription = `An analytics dashboard: ${analyticsView.tiles
  .map((tile) => `${tile.value} ${tile.label.toLowerCase()}`)
  .join(", ")}, ${analyticsView.uptime.value} ${analyticsView.uptime.label.toLowerCase()}.`;

export const channelPageVisuals: Record<string, ChannelKind> = {
  [href("/channels/standalone")]: "web",
  [href("/channels/chatbot")]: "web",
  [href("/channels/voice")]: "voice",
  [href("/channels/whatsapp")]: "whatsapp",
  [href("/channels/app")]: "app",
  [href("/channels/shopify")]: "web",
  [href("/channels/salesforce")]: "web",
  [href("/channels/zendesk")]: "web",
};

/** The agents overview's gallery of every channel. */
export const channelGallerySection = {
  title: "One agent, every channel",
  intro:
    "Build it once: the same agent, with the same knowledge, answers on your website, WhatsApp, the phone, SMS, your app and your kiosks.",
} as const;
