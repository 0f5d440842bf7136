import type { IntegrationSlug } from "#app/shared/copy/slugs.copy";

/**
 * The 16 platform integrations (docs/requirements/channels-and-integrations.md). One source for the
 * home page's groups, the /integrations directory and the /channels/{slug} pages.
 */
export type IntegrationCategory =
  | "Content Management"
  | "eCommerce"
  | "Enterprise Resource Planning"
  | "Customer Relationship Management";

export interface Integration {
  slug: IntegrationSlug;
  /** The platform's name as visitors read it; logos are looked up by it. */
  title: string;
  description: string;
  category: IntegrationCategory;
}

export const integrationCategories: readonly IntegrationCategory[] = [
  "Content Management",
  "eCommerce",
  "Enterprise Resource Planning",
  "Customer Relationship Management",
];

export const integrations: readonly Integration[] = [
  {
    slug: "wordpress",
    title: "WordPress",
    description: "Add an AI agent to any WordPress site that answers from your pages and posts.",
    category: "Content Management",
  },
  {
    slug: "aem",
    title: "AEM",
    description: "Bring conversational AI to Adobe Experience Manager sites and content fragments.",
    category: "Content Management",
  },
  {
    slug: "sharepoint",
    title: "SharePoint",
    description: "Let employees ask questions of the documents and intranet pages in SharePoint.",
    category: "Content Management",
  },
  {
    slug: "bubble",
    title: "Bubble.io",
    description: "Drop an AI agent into your no-code Bubble.io app with a plugin element.",
    category: "Content Management",
  },
  {
    slug: "shopify",
    title: "Shopify",
    description: "Recommend products, track orders and recover carts in your Shopify store.",
    category: "eCommerce",
  },
  {
    slug: "adobe-commerce",
    title: "Adobe Commerce Cloud",
    description: "Guide shoppers through Adobe Commerce catalogues and answer order questions.",
    category: "eCommerce",
  },
  {
    slug: "salesforce-commerce",
    title: "Salesforce Commerce Cloud",
    description: "A shopping assistant for Salesforce Commerce Cloud storefronts and baskets.",
    category: "eCommerce",
  },
  {
    slug: "spryker",
    title: "Spryker",
    description: "Conversational commerce for Spryker B2B and B2C marketplaces.",
    category: "eCommerce",
  },
  {
    slug: "odoo",
    title: "Odoo",
    description: "Answer stock, invoice and order questions straight from your Odoo ERP.",
    category: "Enterprise Resource Planning",
  },
  {
    slug: "sap",
    title: "SAP Business One",
    description: "Give customers and staff instant answers from SAP Business One data.",
    category: "Enterprise Resource Planning",
  },
  {
    slug: "business-central",
    title: "Microsoft Business Central",
    description: "Look up orders, items and customers in Dynamics 365 Business Central.",
    category: "Enterprise Resource Planning",
  },
  {
    slug: "frappe",
    title: "Frappe NextGen",
    description: "Automate conversations on top of Frappe and ERPNext documents and workflows.",
    category: "Enterprise Resource Planning",
  },
  {
    slug: "salesforce",
    title: "Salesforce Sales Cloud",
    description: "Qualify leads and update Salesforce Sales Cloud records from every conversation.",
    category: "Customer Relationship Management",
  },
  {
    slug: "servicenow",
    title: "ServiceNow",
    description: "Resolve IT and HR requests and open ServiceNow incidents from a chat.",
    category: "Customer Relationship Management",
  },
  {
    slug: "dynamics",
    title: "Microsoft Dynamics 365",
    description: "Sync contacts, cases and opportunities with Microsoft Dynamics 365.",
    category: "Customer Relationship Management",
  },
  {
    slug: "hubspot",
    title: "HubSpot",
    description: "Capture, enrich and route leads into HubSpot CRM automatically.",
    category: "Customer Relationship Management",
  },
];

export function findIntegration(slug: string): Integration | undefined {
  return integrations.find((integration) => integration.slug === slug);
}
