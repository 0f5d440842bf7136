import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/standalone",
  title: "Standalone AI Agents",
  description:
    "Launch an AI agent on its own hosted page with a shareable link and QR code: no website, no code, live in minutes.",
  keywords: ["standalone AI agent", "hosted chatbot page", "AI agent link"],
  heading: "Standalone AI agents with their own page",
  intro:
    "Give your agent a home of its own: a hosted, branded page you can share by link, QR code or e-mail signature.",
};
