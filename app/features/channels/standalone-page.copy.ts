import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const standaloneChannel: ChannelContent = {
  eyebrow: "Standalone agents",
  actions: {
    primary: { label: "Create Your Agent", to: studio },
    secondary: { label: "Try the Demo", to: href("/demo/WebsiteDemo") },
  },
  features: {
    title: "An agent that needs no website",
    intro:
      "Every agent gets a hosted page of its own. Share it anywhere your customers are and start answering today.",
    items: [
      {
        icon: "link-2",
        title: "A link of its own",
        description: "A hosted, secure page with a short link you can send in any message or post.",
      },
      {
        icon: "qr-code",
        title: "QR code included",
        description:
          "Print it on packaging, menus, posters or receipts and start conversations offline.",
      },
      {
        icon: "palette",
        title: "Your brand",
        description:
          "Your logo, colours, greeting and tone, so the page feels like part of your business.",
      },
      {
        icon: "zap",
        title: "Live in minutes",
        description:
          "Describe the agent, add your knowledge and publish. No hosting, no developers.",
      },
      {
        icon: "globe",
        title: "Speaks your customers' language",
        description: "The agent answers in the language the visitor writes in.",
      },
      {
        icon: "share-2",
        title: "Embed it later",
        description:
          "When you do launch a website, the same agent moves onto it in one line of code.",
      },
    ],
  },
  checklist: {
    title: "Share it wherever you meet customers",
    intro: "One agent, one link, every touchpoint.",
    items: [
      {
        title: "E-mail signatures",
        description: "Let every e-mail your team sends open a conversation.",
      },
      {
        title: "Social profiles",
        description: "Put the link in your bio and answer followers instantly.",
      },
      {
        title: "Print and packaging",
        description: "A QR code on a flyer or box opens the agent on any phone.",
      },
      {
        title: "Messages and SMS",
        description: "Send the link in a text and customers can ask right away.",
      },
    ],
  },
  stats: {
    title: "Results from day one",
    intro: "Standalone agents go live faster than any other channel.",
    items: [
      { value: figures.setupTime, label: "setup" },
      { value: figures.support, label: "availability" },
      { value: figures.fasterResponse, label: "faster response time" },
      { value: figures.uptime, label: "uptime" },
    ],
  },
  steps: {
    title: "How it works",
    intro: "From an idea to a shareable agent in three steps.",
    items: [
      {
        title: "Describe your agent",
        description: "Write what it should do in plain language, or start from a template.",
      },
      {
        title: "Add your knowledge",
        description: "Upload documents or paste links; the agent learns your answers.",
      },
      {
        title: "Share the link",
        description: "Publish and share the link or QR code. Update the agent any time.",
      },
    ],
  },
  cta: {
    title: "Give your agent a home of its own",
    text: "Free to start, no credit card required.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "See Pricing", to: href("/pricing") },
  },
};

export const page: PageCopy = {
  path: href("/channels/standalone"),
  title: "Standalone AI Agents",
  description:
    "Launch an AI agent on its own hosted page with a shareable link and QR code: no website, no code, live in minutes.",
  keywords: ["standalone AI agent", "hosted chatbot page", "AI agent link"],
  heading: "Standalone AI agents with their own page",
  intro:
    "Give your agent a home of its own: a hosted, branded page you can share by link, QR code or e-mail signature.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Do I need a website to use a standalone agent?",
    answer: "No. The agent runs on its own hosted page, so a link or QR code is all you need.",
  },
  {
    question: "Can I use my own domain?",
    answer: "Yes. Enterprise plans can serve the agent page from a subdomain of your own.",
  },
  {
    question: "Is there a cost to start?",
    answer: "No. You can build and share a standalone agent for free, with no credit card.",
  },
];
