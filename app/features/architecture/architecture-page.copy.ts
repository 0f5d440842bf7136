import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { CtaCopy, PageCopy } from "#app/shared/copy/types";

/** x and y are the node's centre in the 960 × 420 drawing. */
export interface ArchitectureNode {
  id: string;
  title: string;
  subtitle: string;
  x: number;
  y: number;
  description: string;
}

export interface ArchitectureLink {
  from: string;
  to: string;
  description: string;
}

/** The narrow drawing (360 × 600) phones see: the same flow top to bottom. */
export const compactLayout: Record<string, { x: number; y: number }> = {
  "input-channel": { x: 180, y: 45 },
  "security-layer": { x: 180, y: 140 },
  "ai-engine": { x: 180, y: 235 },
  "knowledge-base": { x: 92, y: 335 },
  "external-apis": { x: 268, y: 335 },
  "action-engine": { x: 180, y: 435 },
  "human-handoff": { x: 92, y: 540 },
  analytics: { x: 268, y: 540 },
};

/** 1.5 s per link (docs/requirements/channels-and-integrations.md). */
export const LINK_CYCLE_MS = 1500;

export const architectureNodes: readonly ArchitectureNode[] = [
  {
    id: "input-channel",
    title: "Input channel",
    subtitle: "Web, WhatsApp, voice",
    x: 90,
    y: 210,
    description:
      "Where the conversation starts: your website widget, WhatsApp, a phone line, a mobile app or your store.",
  },
  {
    id: "security-layer",
    title: "Security layer",
    subtitle: "TLS 1.3, AES-256",
    x: 280,
    y: 210,
    description:
      "Encrypts traffic with TLS 1.3, stores data with AES-256, checks access rights and filters abusive input.",
  },
  {
    id: "ai-engine",
    title: "AI engine",
    subtitle: "Understands, decides",
    x: 480,
    y: 210,
    description:
      "Understands what the customer means, keeps the context of the conversation and decides what to do next.",
  },
  {
    id: "knowledge-base",
    title: "Knowledge base",
    subtitle: "Your docs and FAQs",
    x: 480,
    y: 60,
    description:
      "Your documents, web pages and FAQs, indexed so the agent answers from approved facts instead of guessing.",
  },
  {
    id: "external-apis",
    title: "External APIs",
    subtitle: "CRM, ERP, store",
    x: 480,
    y: 360,
    description:
      "Live data from the systems you already run, such as order status, stock, accounts and calendars.",
  },
  {
    id: "action-engine",
    title: "Action engine",
    subtitle: "Books, orders, updates",
    x: 680,
    y: 210,
    description:
      "Carries out what was decided: books the meeting, creates the return, updates the record, sends the reply.",
  },
  {
    id: "human-handoff",
    title: "Human handoff",
    subtitle: "Your team, in context",
    x: 870,
    y: 110,
    description:
      "Passes the conversation to a person, with the whole history, when the customer asks or the case needs judgement.",
  },
  {
    id: "analytics",
    title: "Analytics",
    subtitle: "Insights and reports",
    x: 870,
    y: 310,
    description:
      "Records every outcome: resolution rates, satisfaction, unanswered questions and the time your team saved.",
  },
];

export const architectureLinks: readonly ArchitectureLink[] = [
  {
    from: "input-channel",
    to: "security-layer",
    description:
      "A customer's message arrives and is encrypted and checked before anything else sees it.",
  },
  {
    from: "security-layer",
    to: "ai-engine",
    description:
      "The verified message reaches the AI engine, which works out what the customer wants.",
  },
  {
    from: "ai-engine",
    to: "knowledge-base",
    description: "The engine looks up the answer in your approved documents and FAQs.",
  },
  {
    from: "ai-engine",
    to: "external-apis",
    description: "When live data is needed, it asks your CRM, ERP or store through their APIs.",
  },
  {
    from: "ai-engine",
    to: "action-engine",
    description: "It decides what to do and hands the task to the action engine.",
  },
  {
    from: "action-engine",
    to: "human-handoff",
    description: "Cases that need a person go to your team with the full conversation attached.",
  },
  {
    from: "action-engine",
    to: "analytics",
    description: "Every outcome is recorded so you can measure and improve your agent.",
  },
];

export const page: PageCopy = {
  path: href("/architecture"),
  title: "Platform Architecture",
  description:
    "How a conversation flows through the platform: input channels, security layer, AI engine, knowledge base, APIs, actions, human handoff and analytics.",
  keywords: ["AI agent architecture", "conversational AI platform", "AI engine"],
  heading: "How the platform handles every conversation",
  intro:
    "Follow a message from the channel it arrives on to the answer, the action and the analytics, through eight building blocks.",
};

export const sections = {
  eyebrow: "Architecture",
  diagram: {
    title: "The path of a conversation",
    intro:
      "Eight building blocks, each managed for you. You configure them in the no-code builder; we run, scale and secure them.",
  },
} as const;

export const cta: CtaCopy = {
  title: "All of this, without writing code",
  text: "Describe your agent and the platform wires the building blocks together for you.",
  primary: { label: "Start Building Free", to: studio },
  secondary: { label: "Security & Compliance", to: href("/security-compliance") },
};
