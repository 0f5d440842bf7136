import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const zendeskChannel: ChannelContent = {
  eyebrow: "Zendesk integration",
  actions: {
    primary: { label: "Connect Zendesk", to: studio },
    secondary: { label: "All Integrations", to: href("/integrations") },
  },
  features: {
    title: "Fewer tickets, happier agents",
    intro:
      "The AI agent resolves repetitive requests and gives your team the ones that need a person.",
    items: [
      {
        icon: "book-open-check",
        title: "Answers from your help center",
        description: "Uses your Zendesk Guide articles and keeps up when you edit them.",
      },
      {
        icon: "inbox",
        title: "Ticket deflection",
        description: "Resolves common questions before they become tickets.",
      },
      {
        icon: "tag",
        title: "Auto-triage",
        description: "Tags, prioritises and categorises the tickets it creates.",
      },
      {
        icon: "route",
        title: "Routing",
        description: "Sends each ticket to the right group by topic, language and customer.",
      },
      {
        icon: "user-round-check",
        title: "Warm handoff",
        description: "Your agents see the whole conversation and a summary when they take over.",
      },
      {
        icon: "languages",
        title: "Multilingual support",
        description: "Answers in the customer's language from articles in yours.",
      },
    ],
  },
  checklist: {
    title: "Fits the way your team works",
    intro: "The agent uses the Zendesk features you already have.",
    items: [
      { title: "Zendesk Guide", description: "Help center articles become the agent's knowledge." },
      { title: "Support tickets", description: "Created with fields, tags and the transcript." },
      {
        title: "Messaging",
        description: "The agent answers first in your Zendesk web and mobile widget.",
      },
      {
        title: "Views and triggers",
        description: "Your existing automations keep working on its tickets.",
      },
    ],
  },
  stats: {
    title: "Results for support teams",
    intro: "What teams measure after connecting the agent to Zendesk.",
    items: [
      { value: figures.channelCostReduction, label: "cost reduction" },
      { value: figures.fasterResponse, label: "faster response time" },
      { value: figures.resolved, label: "resolution rate" },
      { value: figures.support, label: "coverage" },
    ],
  },
  steps: {
    title: "Connect in three steps",
    intro: "Works with your Zendesk account as it is.",
    items: [
      {
        title: "Connect Zendesk",
        description: "Sign in to your Zendesk subdomain from the studio and approve access.",
      },
      {
        title: "Import your help center",
        description: "Choose the Guide categories the agent learns from.",
      },
      {
        title: "Set handoff rules",
        description: "Decide when tickets go to a person and to which group, then go live.",
      },
    ],
  },
  cta: {
    title: "Give your Zendesk team an AI first line",
    text: "Connect in minutes and start resolving tickets automatically.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "Contact Sales", to: href("/contact") },
  },
};

export const page: PageCopy = {
  path: href("/channels/zendesk"),
  title: "Zendesk AI Agent",
  description:
    "Resolve Zendesk tickets automatically with an AI agent that answers from your help center and hands off to your team with context.",
  keywords: ["Zendesk AI agent", "Zendesk chatbot", "ticket automation"],
  heading: "AI agents for Zendesk support teams",
  intro:
    "Deflect repetitive tickets, answer from your help center and pass the rest to your agents with the whole conversation attached.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Do I need a particular Zendesk plan?",
    answer: "Any Zendesk Suite or Support plan with API access works.",
  },
  {
    question: "Will it change my existing tickets?",
    answer:
      "No. It only works on the conversations and tickets it handles, following your triggers.",
  },
  {
    question: "Can customers always reach a person?",
    answer: "Yes. Asking for a person hands the conversation to your team with a summary.",
  },
];
