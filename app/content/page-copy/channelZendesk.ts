import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/zendesk",
  title: "Zendesk AI Agent",
  description:
    "Resolve Zendesk tickets automatically with an AI agent that answers from your help center and hands off to your team with context.",
  keywords: ["Zendesk AI agent", "Zendesk chatbot", "ticket automation"],
  heading: "AI agents for Zendesk support teams",
  intro:
    "Deflect repetitive tickets, answer from your help center and pass the rest to your agents with the whole conversation attached.",
};
