import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/ConversationalDemo"),
  title: "Conversational AI Demo",
  description:
    "Watch AI agents for support, sales, marketing and operations hold real conversations, then try one yourself.",
  keywords: ["conversational AI demo", "AI chatbot demo", "AI agent personas"],
  eyebrow: "Live demo",
  heading: "Conversational AI in action",
  intro:
    "Pick a persona and watch an AI agent handle a real customer conversation from the first question to the resolution.",
};
