import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/WhatsappDemo"),
  title: "WhatsApp Agent Demo",
  description:
    "See how an AI agent goes live on WhatsApp in six steps, then start a WhatsApp chat with our demo agent.",
  keywords: ["WhatsApp demo", "WhatsApp AI agent demo", "WhatsApp chatbot"],
  heading: "Chat with our agent on WhatsApp",
  intro:
    "Six steps from an idea to an agent answering on WhatsApp. Press the button to start a WhatsApp chat with our demo agent.",
};
