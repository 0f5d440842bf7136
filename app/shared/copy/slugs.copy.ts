/** Integration pages under /channels/{slug} , in the order of docs/requirements/channels-and-integrations.md. */
export const integrationSlugs = [
  "wordpress",
  "aem",
  "sharepoint",
  "bubble",
  "shopify",
  "adobe-commerce",
  "salesforce-commerce",
  "spryker",
  "odoo",
  "sap",
  "business-central",
  "frappe",
  "salesforce",
  "servicenow",
  "dynamics",
  "hubspot",
] as const;
export type IntegrationSlug = (typeof integrationSlugs)[number];

/** Channel pages with a page of their own; /channels/shopify and /salesforce serve these. */
export const channelPageSlugs = [
  "standalone",
  "chatbot",
  "voice",
  "whatsapp",
  "app",
  "shopify",
  "salesforce",
  "zendesk",
] as const;
