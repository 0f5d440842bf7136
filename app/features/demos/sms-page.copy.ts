import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/SMSDemo"),
  title: "SMS Agent Demo",
  description:
    "Try our SMS AI demo agent: text-message conversations for reminders, order updates and support, fully automated.",
  keywords: ["SMS AI demo", "text message chatbot", "SMS automation"],
  eyebrow: "Live demo",
  heading: "SMS Agent Demo",
  intro: "Text-message conversations that confirm, remind and resolve without a human in the loop.",
};
