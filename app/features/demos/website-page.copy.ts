import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/WebsiteDemo"),
  title: "Website Agent Demo",
  description:
    "Chat with a website AI agent right here, then copy the one-line embed code to add it to your own site.",
  keywords: ["website chatbot demo", "AI chat widget demo", "embed AI agent"],
  eyebrow: "Live demo",
  heading: "Try the website agent",
  intro: "This is the agent your visitors would meet on your site. Ask it anything.",
};

/** Texts around the demo chat of /demo/WebsiteDemo. */
export const sections = {
  chatTitle: "Website demo agent chat",
  embed: { title: "Add this agent to your website" },
} as const;
