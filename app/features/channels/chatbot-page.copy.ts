import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const chatbotChannel: ChannelContent = {
  eyebrow: "AI chatbot integration",
  actions: {
    primary: { label: "Build Your Chatbot", to: studio },
    secondary: { label: "See It on a Website", to: href("/demo/WebsiteDemo") },
  },
  features: {
    title: "More than a chat bubble",
    intro:
      "An AI chatbot that understands questions in any wording and answers from your own content.",
    items: [
      {
        icon: "code-2",
        title: "One script tag",
        description:
          "Paste one line into your site, or use a plugin for WordPress, Shopify and more.",
      },
      {
        icon: "book-open",
        title: "Trained on your content",
        description: "Learns from your pages, documents and FAQs, and answers only from them.",
      },
      {
        icon: "user-plus",
        title: "Captures leads",
        description:
          "Collects names, e-mails and needs in conversation and sends them to your CRM.",
      },
      {
        icon: "calendar-check",
        title: "Books meetings",
        description: "Offers free slots and books demos or appointments without a form.",
      },
      {
        icon: "message-square",
        title: "Human handoff",
        description: "Passes complex cases to your team with the whole conversation attached.",
      },
      {
        icon: "bar-chart-3",
        title: "Analytics",
        description: "See what visitors ask, what the bot resolved and where to add knowledge.",
      },
    ],
  },
  stats: {
    title: "What a website chatbot changes",
    intro: "Numbers our customers see after adding the chatbot to their sites.",
    items: [
      { value: figures.costReduction, label: "cost reduction" },
      { value: figures.faster, label: "faster answers" },
      { value: figures.satisfaction, label: "customer satisfaction" },
      { value: figures.support, label: "support" },
    ],
  },
  steps: {
    title: "Live on your site in three steps",
    intro: "No developers needed.",
    items: [
      {
        title: "Create the chatbot",
        description: "Describe what it should do and pick a personality in the studio.",
      },
      {
        title: "Train it",
        description: "Point it at your website, upload documents and review its answers.",
      },
      {
        title: "Paste the snippet",
        description: "Copy the embed script into your site. The chat appears on every page.",
      },
    ],
  },
  cta: {
    title: "Put an AI chatbot on your website today",
    text: "Build it free in minutes. No credit card required.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "Browse Integrations", to: href("/integrations") },
  },
};

export const page: PageCopy = {
  path: href("/channels/chatbot"),
  title: "AI Chatbot for Your Website",
  description:
    "Add an AI chatbot to any website with one script tag. It answers questions, captures leads and books meetings, 24/7.",
  keywords: ["website AI chatbot", "chat widget", "AI chatbot integration"],
  heading: "An AI chatbot on your website in one line of code",
  intro:
    "Paste one script tag and your site has an agent that knows your products, answers in seconds and captures every lead.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Will the chatbot slow my website down?",
    answer:
      "No. The widget loads after your page, asynchronously, and weighs less than most images.",
  },
  {
    question: "Can it answer questions that are not on my website?",
    answer:
      "It answers from the knowledge you give it. When it does not know, it says so and offers a human.",
  },
  {
    question: "Which website builders does it work with?",
    answer:
      "Any site that can add a script tag, including WordPress, Shopify, Bubble.io, Webflow and custom code.",
  },
];
