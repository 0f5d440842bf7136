import { href } from "#app/shared/site-map/href";

import { studio } from "#app/shared/links/link-target";
import type { CtaCopy, PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/demo/WhatsappDemo"),
  title: "WhatsApp Agent Demo",
  description:
    "See how an AI agent goes live on WhatsApp in six steps, then start a WhatsApp chat with our demo agent.",
  keywords: ["WhatsApp demo", "WhatsApp AI agent demo", "WhatsApp chatbot"],
  eyebrow: "WhatsApp demo",
  heading: "Chat with our agent on WhatsApp",
  intro:
    "Six steps from an idea to an agent answering on WhatsApp. Press the button to start a WhatsApp chat with our demo agent.",
};

/** The page's last word: build your own. */
export const whatsappCta: CtaCopy = {
  title: "Put your own agent on WhatsApp",
  text: "Create an agent for free, connect your WhatsApp Business number with one QR code and let it answer your customers around the clock.",
  primary: { label: "Start Building Free", to: studio },
  secondary: { label: "WhatsApp for business", to: href("/channels/whatsapp") },
};
