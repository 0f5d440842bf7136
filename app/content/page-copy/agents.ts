import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/agents",
  title: "AI Agents for Every Channel",
  description:
    "Phone, chatbot, WhatsApp, voice, Messenger, mobile app, Shopify and presentation agents: try a demo and see the future of customer service.",
  keywords: ["AI agents", "voice agent", "WhatsApp agent"],
  heading: "The Future of Customer Service",
  intro:
    "AI agents that answer every customer on the channel they prefer, instantly, in a voice that sounds like your brand.",
};
