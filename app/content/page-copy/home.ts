import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/",
  title: "AI Agent Platform",
  description:
    "Describe the AI agent you need and launch it in minutes: no-code conversational agents for support, sales and operations on chat, voice, WhatsApp and more.",
  keywords: ["AI agent builder", "no-code chatbot", "create AI agent"],
  heading: "Build AI agents that talk like your best people",
  intro:
    "Describe what your agent should do. We build it, train it and put it on every channel your customers use, with no code and no credit card.",
};
