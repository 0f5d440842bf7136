import type { PageCopy } from "../pages";

export const page: PageCopy = {
  path: "/channels/salesforce",
  title: "Salesforce AI Agent",
  description:
    "Connect AI agents to Salesforce Sales Cloud: qualify leads, update records, log conversations and route opportunities automatically.",
  keywords: ["Salesforce AI agent", "Salesforce chatbot", "CRM automation"],
  heading: "AI agents that work inside Salesforce",
  intro:
    "Your agent reads and writes Salesforce records, so every conversation becomes a qualified lead, an updated case or a logged activity.",
};
