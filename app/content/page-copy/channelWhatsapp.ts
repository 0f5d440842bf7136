import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/whatsapp",
  title: "WhatsApp Business AI Agent",
  description:
    "Answer customers on WhatsApp around the clock with an AI agent: order updates, bookings and support, connected by scanning a QR code.",
  keywords: ["WhatsApp AI agent", "WhatsApp Business chatbot", "WhatsApp automation"],
  heading: "Your AI agent on WhatsApp Business",
  intro:
    "Meet customers where they already chat. Connect your agent to WhatsApp by scanning a QR code and answer every message instantly.",
};
