import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";
import { figures } from "#app/shared/copy/facts.copy";

export const page: PageCopy = {
  path: href("/templates"),
  title: "AI Agent Templates",
  description: `Browse ready-made AI agent templates for customer service, education, small business, HR, travel and chatbots. Join ${figures.agentsCreated} agents created.`,
  keywords: ["AI agent templates", "chatbot templates", "prebuilt AI agents"],
  heading: "Start from one of our agent templates",
  intro: `Teams have built ${figures.agentsCreated} agents on the platform. Pick a proven template, adapt it to your business and go live today.`,
};
