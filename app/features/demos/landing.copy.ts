import type { DemoAgentName } from "#app/shared/copy/demo-agents.copy";
import { figures } from "#app/shared/copy/facts.copy";

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
    /** The small conversation drawn above the text: an agent answering and acting. */
    preview: {
      agent: "Support agent",
      status: "Online",
      question: "Can I still return these boots?",
      answer: "Yes, until June 12. I've emailed you a free return label.",
      action: "Return label sent",
    },
  },
  benefits: {
    title: "Key Benefits",
    items: [
      { text: "Easy setup with no coding", icon: "sparkles" },
      { text: "Natural, human-like conversations", icon: "messages-square" },
      { text: "Seamless tool integrations", icon: "plug" },
      { text: "24/7 customer support", icon: "clock" },
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
      {
        title: "Customer Support",
        text: "Resolve common questions instantly, day and night.",
        icon: "headphones",
      },
      {
        title: "Lead Generation",
        text: "Qualify visitors and book meetings for your sales team.",
        icon: "magnet",
      },
      {
        title: "Content Creation",
        text: "Draft answers, summaries and product copy on demand.",
        icon: "lightbulb",
      },
      {
        title: "E-commerce",
        text: "Recommend products and answer order questions.",
        icon: "shopping-bag",
      },
    ],
  },
  whyUs: {
    title: "Why Businesses Choose Us",
    stats: [
      { value: figures.fasterResponse, label: "faster response time", icon: "zap" },
      { value: figures.support, label: "availability", icon: "clock" },
      { value: figures.channelCostReduction, label: "cost reduction", icon: "piggy-bank" },
      { value: figures.setupTime, label: "setup", icon: "timer" },
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
} as const;
