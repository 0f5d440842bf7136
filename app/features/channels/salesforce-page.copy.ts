import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const salesforceChannel: ChannelContent = {
  eyebrow: "Salesforce integration",
  actions: {
    primary: { label: "Connect Salesforce", to: studio },
    secondary: { label: "All Integrations", to: href("/integrations") },
  },
  features: {
    title: "Your CRM, updated by every conversation",
    intro: "The agent reads and writes Salesforce records as it talks, so nothing is typed twice.",
    items: [
      {
        icon: "filter",
        title: "Lead qualification",
        description:
          "Asks your qualifying questions and scores every lead before it reaches sales.",
      },
      {
        icon: "users",
        title: "Contact matching",
        description: "Recognises existing contacts and accounts, and creates new ones when needed.",
      },
      {
        icon: "refresh-cw",
        title: "Two-way sync",
        description: "Answers from Salesforce data and writes back what it learns, in real time.",
      },
      {
        icon: "git-branch",
        title: "Smart routing",
        description: "Assigns leads and opportunities to the right owner by your rules.",
      },
      {
        icon: "clipboard-list",
        title: "Case creation",
        description: "Opens cases for service requests with the details already filled in.",
      },
      {
        icon: "history",
        title: "Activity logging",
        description: "Every transcript is saved on the record's activity timeline.",
      },
    ],
  },
  checklist: {
    title: "Works with the objects you use",
    intro: "Standard and custom objects, mapped in the studio without code.",
    items: [
      { title: "Leads", description: "Created and qualified from website and messaging chats." },
      { title: "Contacts and accounts", description: "Matched by e-mail and kept up to date." },
      { title: "Opportunities", description: "Opened in the right stage when a buyer is ready." },
      { title: "Cases", description: "Logged with category, priority and the transcript." },
    ],
  },
  stats: {
    title: "Results for sales teams",
    intro: "What teams measure after connecting the agent to Salesforce.",
    items: [
      { value: figures.faster, label: "faster lead response" },
      { value: figures.support, label: "lead capture" },
      { value: figures.dataAccuracy, label: "data accuracy" },
      { value: figures.setupTime, label: "setup" },
    ],
  },
  steps: {
    title: "Connect in three steps",
    intro: "Secure OAuth connection, no code.",
    items: [
      {
        title: "Connect your org",
        description: "Sign in to Salesforce from the studio and approve the connected app.",
      },
      {
        title: "Map fields and owners",
        description: "Choose which fields the agent fills in and who receives new leads.",
      },
      {
        title: "Go live",
        description: "Publish the agent on your channels; records update as it talks.",
      },
    ],
  },
  cta: {
    title: "Make Salesforce fill itself in",
    text: "Connect your org and let every conversation update your CRM.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "Contact Sales", to: href("/contact") },
  },
};

export const page: PageCopy = {
  path: href("/channels/salesforce"),
  title: "Salesforce AI Agent",
  description:
    "Connect AI agents to Salesforce Sales Cloud: qualify leads, update records, log conversations and route opportunities automatically.",
  keywords: ["Salesforce AI agent", "Salesforce chatbot", "CRM automation"],
  heading: "AI agents that work inside Salesforce",
  intro:
    "Your agent reads and writes Salesforce records, so every conversation becomes a qualified lead, an updated case or a logged activity.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Which Salesforce editions are supported?",
    answer: "Any edition with API access, including Enterprise, Unlimited and Performance.",
  },
  {
    question: "Can I limit what the agent may change?",
    answer:
      "Yes. The agent only touches the objects and fields you map, with the connected user's permissions.",
  },
  {
    question: "Is our data secure?",
    answer:
      "Data travels over TLS 1.3 and is stored with AES-256. We are SOC 2 Type II and ISO 27001 certified.",
  },
];
