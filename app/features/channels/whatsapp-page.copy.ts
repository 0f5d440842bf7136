import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const whatsappChannel: ChannelContent = {
  eyebrow: "WhatsApp Business AI",
  actions: {
    primary: { label: "Connect WhatsApp", to: studio },
    secondary: { label: "Try the WhatsApp Demo", to: href("/demo/WhatsAppDemo") },
  },
  features: {
    title: "Answers where customers already chat",
    intro: "Your agent replies to every WhatsApp message in seconds, day and night.",
    items: [
      {
        icon: "message-circle",
        title: "Instant replies",
        description: "Every message is answered at once, even during the busiest hours.",
      },
      {
        icon: "shopping-bag",
        title: "Order updates",
        description: "Customers ask where their order is and get the answer in the chat.",
      },
      {
        icon: "calendar-clock",
        title: "Bookings",
        description: "Offers times, books the appointment and sends a reminder.",
      },
      {
        icon: "image",
        title: "Rich messages",
        description: "Sends images, documents, links and quick-reply buttons.",
      },
      {
        icon: "languages",
        title: "Any language",
        description: "Replies in the language the customer writes in.",
      },
      {
        icon: "bell-ring",
        title: "Handoff to your team",
        description: "Brings in a person when needed, with the chat history in view.",
      },
    ],
  },
  stats: {
    title: "Results on WhatsApp",
    intro: "What businesses see after putting an agent on WhatsApp Business.",
    items: [
      { value: figures.fasterResponse, label: "faster response time" },
      { value: figures.support, label: "availability" },
      { value: figures.resolved, label: "of questions resolved" },
      { value: figures.setupTime, label: "setup" },
    ],
  },
  steps: {
    title: "Live on WhatsApp in minutes",
    intro: "Connect your number by scanning a QR code.",
    items: [
      {
        title: "Create and train your agent",
        description: "Build it in the studio and add the knowledge it answers from.",
      },
      {
        title: "Scan the QR code",
        description:
          "Enable WhatsApp on the publish tab and scan the code with your business phone.",
      },
      {
        title: "Add the button to your site",
        description: "A WhatsApp button lets visitors start a chat with your agent in one tap.",
      },
    ],
  },
  cta: {
    title: "Put your AI agent on WhatsApp",
    text: "Free to start. Connect your number in minutes.",
    primary: { label: "Start Building Free", to: studio },
    secondary: { label: "Contact Sales", to: href("/contact") },
  },
};

export const page: PageCopy = {
  path: href("/channels/whatsapp"),
  title: "WhatsApp Business AI Agent",
  description:
    "Answer customers on WhatsApp around the clock with an AI agent: order updates, bookings and support, connected by scanning a QR code.",
  keywords: ["WhatsApp AI agent", "WhatsApp Business chatbot", "WhatsApp automation"],
  heading: "Your AI agent on WhatsApp Business",
  intro:
    "Meet customers where they already chat. Connect your agent to WhatsApp by scanning a QR code and answer every message instantly.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Do I need the WhatsApp Business app?",
    answer:
      "You connect the WhatsApp Business number you already use by scanning a QR code in the studio.",
  },
  {
    question: "Can my team still reply themselves?",
    answer: "Yes. Anyone on your team can take over a chat, and hand it back to the agent later.",
  },
  {
    question: "Can the agent message customers first?",
    answer:
      "It answers messages customers send, and can send approved notifications such as order updates.",
  },
];
