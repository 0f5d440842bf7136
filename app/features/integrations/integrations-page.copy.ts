import { href } from "#app/shared/site-map/href";

import type { PageCopy } from "#app/shared/copy/types";

export const page: PageCopy = {
  path: href("/integrations"),
  title: "Integrations",
  description:
    "Connect AI agents to WordPress, Shopify, Salesforce, SAP, HubSpot and 11 more platforms across CMS, e-commerce, ERP and CRM.",
  keywords: ["AI agent integrations", "chatbot integrations", "CRM chatbot"],
  heading: "Integrations for the tools you already use",
  intro:
    "Sixteen integrations across content management, e-commerce, ERP and CRM, so your agents can read and act on your data.",
};

/** The small label above the heading of /integrations. */
export const eyebrow = "Integrations";
