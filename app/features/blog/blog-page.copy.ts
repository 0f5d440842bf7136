import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/blog"),
  title: "Blog",
  description:
    "Guides, product news and lessons from the field on building, training and deploying conversational AI agents.",
  keywords: ["AI agent blog", "conversational AI guides", "chatbot best practices"],
  eyebrow: "Guides and news",
  heading: "Insights on conversational AI",
  intro: "Guides, product updates and lessons from teams that run AI agents in production.",
};
