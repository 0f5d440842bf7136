import type { IntegrationSlug } from "#app/shared/copy/slugs.copy";

/**
 * What each integration page (/channels/{slug}) says beyond the directory card: what the
 * agent does on the platform, what it can do there and how to connect it. Kept apart from
 * `integrations.ts` so the home page's groups do not ship this copy; read only by the
 * integration page on the server, so it never reaches the browser bundle either.
 */
interface IntegrationStep {
  title: string;
  description: string;
}

interface IntegrationDetails {
  /** What the agent does on the platform: the page's opening paragraph. */
  agentRole: string;
  /** Three things the agent can do there. */
  features: readonly IntegrationStep[];
  /** How to connect it, in order. */
  setup: readonly IntegrationStep[];
}

const publishStep: IntegrationStep = {
  title: "Test it and go live",
  description:
    "Try the agent in the studio's preview, adjust its tone and answers, then publish. Changes go live without a redeploy.",
};

export const integrationDetails: Record<IntegrationSlug, IntegrationDetails> = {
  wordpress: {
    agentRole:
      "On WordPress, your agent sits on every page as a chat widget that has read your posts, pages and FAQs. It answers visitors in your brand's voice, captures leads into your forms and books meetings while you sleep.",
    features: [
      {
        title: "Learns your site",
        description: "Indexes posts, pages and custom post types and keeps up as you publish.",
      },
      {
        title: "Captures leads",
        description: "Asks the right questions and sends contacts to your inbox or CRM.",
      },
      {
        title: "Works with any theme",
        description: "A lightweight widget that follows your colours on desktop and mobile.",
      },
    ],
    setup: [
      {
        title: "Install the plugin",
        description:
          "Add the AI agent plugin from your WordPress dashboard, or paste the embed script into your theme.",
      },
      {
        title: "Connect your agent",
        description: "Paste your agent key and choose which sections of the site it learns from.",
      },
      publishStep,
    ],
  },
  aem: {
    agentRole:
      "In Adobe Experience Manager, your agent becomes a component that authors drop onto any page. It answers from your content fragments and assets, so every answer stays as governed as the content itself.",
    features: [
      {
        title: "An authorable component",
        description:
          "Authors place and configure the agent in the page editor, no developer needed.",
      },
      {
        title: "Answers from fragments",
        description:
          "Reads content fragments and experience fragments across your sites and languages.",
      },
      {
        title: "Fits your governance",
        description: "Only published content is used, and workflows decide what the agent may say.",
      },
    ],
    setup: [
      {
        title: "Add the component",
        description:
          "Deploy the agent component package to your AEM instance or AEM as a Cloud Service.",
      },
      {
        title: "Point it at your content",
        description: "Choose the content paths and fragment models the agent learns from.",
      },
      publishStep,
    ],
  },
  sharepoint: {
    agentRole:
      "In SharePoint, your agent is the colleague who has read every policy, handbook and project page. Employees ask in plain language and get an answer with a link to the source document.",
    features: [
      {
        title: "Answers with sources",
        description: "Every answer links to the SharePoint document or page it came from.",
      },
      {
        title: "Respects permissions",
        description: "People only get answers from documents they are allowed to open.",
      },
      {
        title: "Works in Teams too",
        description: "The same agent answers on your intranet and in Microsoft Teams.",
      },
    ],
    setup: [
      {
        title: "Connect Microsoft 365",
        description:
          "Sign in with an administrator account and grant read access to the sites you choose.",
      },
      {
        title: "Pick the libraries",
        description: "Select document libraries and pages; the agent keeps them in sync.",
      },
      publishStep,
    ],
  },
  bubble: {
    agentRole:
      "In a Bubble.io app, your agent is a plugin element you drag onto any page. It answers your users, reads and writes your app's data through workflows and never needs a line of code.",
    features: [
      {
        title: "A drag-and-drop element",
        description: "Place the chat element, size it and style it in the Bubble editor.",
      },
      {
        title: "Triggers workflows",
        description:
          "Agent actions start Bubble workflows, such as creating a record or sending an e-mail.",
      },
      {
        title: "Knows the current user",
        description: "Pass the logged-in user's details so answers are personal.",
      },
    ],
    setup: [
      {
        title: "Install the plugin",
        description: "Find the AI agent plugin in Bubble's plugin marketplace and install it.",
      },
      {
        title: "Add your key and element",
        description: "Paste your agent key in the plugin settings and drop the element on a page.",
      },
      publishStep,
    ],
  },
  shopify: {
    agentRole:
      "In a Shopify store, your agent is a shopping assistant that knows your catalogue, your policies and every order. It recommends products, answers where-is-my-order questions and brings back abandoned carts.",
    features: [
      {
        title: "Product recommendations",
        description: "Suggests products from your live catalogue, with prices and stock.",
      },
      {
        title: "Order tracking",
        description:
          "Looks up an order and its shipment from the customer's e-mail and order number.",
      },
      {
        title: "Cart recovery",
        description: "Follows up on abandoned carts with a helpful nudge.",
      },
    ],
    setup: [
      {
        title: "Install the app",
        description: "Add the agent from the Shopify App Store and approve its permissions.",
      },
      {
        title: "Sync your store",
        description: "Products, collections and policies are imported automatically.",
      },
      publishStep,
    ],
  },
  "adobe-commerce": {
    agentRole:
      "On Adobe Commerce Cloud, your agent guides shoppers through large catalogues, compares products and answers questions about orders, shipping and returns, on every store view you run.",
    features: [
      {
        title: "Guided selling",
        description: "Asks about needs and narrows a large catalogue down to the right products.",
      },
      {
        title: "Order answers",
        description: "Reads order status, invoices and shipments for signed-in customers.",
      },
      {
        title: "Multi-store ready",
        description: "Separate languages, currencies and catalogues per store view.",
      },
    ],
    setup: [
      {
        title: "Install the extension",
        description: "Add the agent extension with Composer and enable it for your store views.",
      },
      {
        title: "Create an integration token",
        description: "Give the agent read access to catalogue and sales data in the admin.",
      },
      publishStep,
    ],
  },
  "salesforce-commerce": {
    agentRole:
      "On Salesforce Commerce Cloud, your agent is a shopping assistant for your storefronts: it finds products, fills the basket on request and answers order questions from the same data your site uses.",
    features: [
      {
        title: "Basket building",
        description: "Adds the products a shopper chooses straight to their basket.",
      },
      {
        title: "Catalogue search",
        description: "Understands descriptions like 'a warm jacket for hiking' and finds matches.",
      },
      {
        title: "Order status",
        description: "Answers order and delivery questions from Commerce Cloud order data.",
      },
    ],
    setup: [
      {
        title: "Add the cartridge",
        description: "Upload the agent cartridge and add it to your site's cartridge path.",
      },
      {
        title: "Configure API access",
        description: "Create an API client with read access to products, baskets and orders.",
      },
      publishStep,
    ],
  },
  spryker: {
    agentRole:
      "On Spryker, your agent serves B2B buyers and B2C shoppers alike: it answers product questions, checks prices and availability for the buyer's company and helps reorder what they bought before.",
    features: [
      {
        title: "B2B aware",
        description: "Knows company accounts, customer-specific prices and shopping lists.",
      },
      {
        title: "Quick reorder",
        description: "Finds previous orders and puts the same items back in the cart.",
      },
      {
        title: "Marketplace ready",
        description: "Answers questions about products from every merchant in your marketplace.",
      },
    ],
    setup: [
      {
        title: "Install the module",
        description:
          "Add the agent module to your Spryker project and register its Glue API resources.",
      },
      {
        title: "Connect the API",
        description: "Give the agent an API client for catalogue, availability and order data.",
      },
      publishStep,
    ],
  },
  odoo: {
    agentRole:
      "Connected to Odoo, your agent answers customers and staff from your ERP: stock levels, quotations, invoices and delivery dates, and it can create leads and sales orders when someone is ready to buy.",
    features: [
      {
        title: "Live stock answers",
        description: "Checks on-hand quantities and expected arrivals per warehouse.",
      },
      {
        title: "Invoice questions",
        description: "Tells customers what is due, what is paid and sends a copy of the invoice.",
      },
      {
        title: "Creates records",
        description: "Opens CRM leads and draft sales orders from the conversation.",
      },
    ],
    setup: [
      {
        title: "Install the Odoo app",
        description: "Add the agent module to your Odoo database from the Apps menu.",
      },
      {
        title: "Choose the models",
        description: "Pick which records the agent may read and which it may create.",
      },
      publishStep,
    ],
  },
  sap: {
    agentRole:
      "Connected to SAP Business One, your agent gives customers and staff instant answers about items, prices, open orders and balances, without anyone opening the client or exporting a report.",
    features: [
      {
        title: "Item and price lookup",
        description: "Answers with the item master, price lists and availability.",
      },
      {
        title: "Order follow-up",
        description: "Reports the status of sales orders, deliveries and A/R invoices.",
      },
      {
        title: "Business partner aware",
        description: "Recognises the customer and answers with their terms and balance.",
      },
    ],
    setup: [
      {
        title: "Connect the Service Layer",
        description: "Give the agent a Service Layer user with read access to the data it needs.",
      },
      {
        title: "Map your fields",
        description: "Choose the objects and user-defined fields the agent may use.",
      },
      publishStep,
    ],
  },
  "business-central": {
    agentRole:
      "Connected to Microsoft Dynamics 365 Business Central, your agent looks up orders, items and customers for anyone who asks, and can create sales quotes for your team to approve.",
    features: [
      {
        title: "Order and shipment status",
        description: "Finds sales orders and shipments by number or customer.",
      },
      {
        title: "Item availability",
        description: "Answers with inventory per location and the next expected receipt.",
      },
      {
        title: "Quotes for approval",
        description: "Drafts sales quotes that your team reviews before sending.",
      },
    ],
    setup: [
      {
        title: "Register the app",
        description: "Approve the agent's app registration for your Business Central environment.",
      },
      {
        title: "Select companies",
        description: "Choose the companies and API pages the agent may read.",
      },
      publishStep,
    ],
  },
  frappe: {
    agentRole:
      "On Frappe and ERPNext, your agent works with your DocTypes: it answers from items, orders and support issues, and it can create documents that start your existing workflows.",
    features: [
      {
        title: "Any DocType",
        description: "Reads standard and custom DocTypes through the Frappe REST API.",
      },
      {
        title: "Starts workflows",
        description: "Creates issues, leads or orders that follow your workflow rules.",
      },
      {
        title: "Helpdesk ready",
        description: "Answers support questions and opens Helpdesk tickets when needed.",
      },
    ],
    setup: [
      {
        title: "Create an API key",
        description:
          "Generate an API key and secret for a dedicated Frappe user with the right roles.",
      },
      {
        title: "Pick the DocTypes",
        description: "Choose which documents the agent may read and create.",
      },
      publishStep,
    ],
  },
  salesforce: {
    agentRole:
      "Inside Salesforce Sales Cloud, your agent qualifies every visitor, creates and updates leads and contacts, and logs each conversation as an activity, so your sales team starts every call informed.",
    features: [
      {
        title: "Lead qualification",
        description: "Asks your qualifying questions and scores the answers.",
      },
      {
        title: "Record updates",
        description: "Creates leads and contacts and updates fields from the conversation.",
      },
      {
        title: "Activity logging",
        description: "Saves the full transcript on the record's timeline.",
      },
    ],
    setup: [
      {
        title: "Connect your org",
        description: "Sign in to Salesforce and approve the connected app.",
      },
      {
        title: "Map fields and owners",
        description: "Choose which fields the agent fills in and who gets new leads.",
      },
      publishStep,
    ],
  },
  servicenow: {
    agentRole:
      "On ServiceNow, your agent is the first line of your service desk: it resolves common IT and HR requests from your knowledge base and opens incidents or requests with everything the fulfiller needs.",
    features: [
      {
        title: "Knowledge answers",
        description: "Answers from your ServiceNow knowledge base articles.",
      },
      {
        title: "Incidents and requests",
        description: "Opens incidents and catalogue requests with the right category and priority.",
      },
      {
        title: "Status updates",
        description: "Tells employees where their ticket stands without a phone call.",
      },
    ],
    setup: [
      {
        title: "Create an integration user",
        description: "Add a ServiceNow user with roles for the tables the agent works with.",
      },
      {
        title: "Choose knowledge bases",
        description: "Select the knowledge bases and catalogue items the agent may use.",
      },
      publishStep,
    ],
  },
  dynamics: {
    agentRole:
      "Connected to Microsoft Dynamics 365, your agent keeps your CRM current: it finds and creates contacts, opens cases and opportunities and records each conversation where your team works.",
    features: [
      {
        title: "Contact sync",
        description: "Matches visitors to contacts and creates new ones when needed.",
      },
      {
        title: "Cases and opportunities",
        description: "Opens cases for service and opportunities for sales from the chat.",
      },
      {
        title: "Conversation history",
        description: "Adds the transcript to the record's timeline.",
      },
    ],
    setup: [
      {
        title: "Connect your environment",
        description: "Sign in with Microsoft and approve access to your Dataverse environment.",
      },
      {
        title: "Map the tables",
        description: "Choose the tables and columns the agent reads and writes.",
      },
      publishStep,
    ],
  },
  hubspot: {
    agentRole:
      "With HubSpot, your agent captures every lead in the conversation, enriches the contact with what it learned and routes it to the right owner or sequence, automatically.",
    features: [
      {
        title: "Lead capture",
        description: "Creates contacts and companies with the details from the chat.",
      },
      {
        title: "Smart routing",
        description: "Assigns owners and enrols contacts in sequences by your rules.",
      },
      {
        title: "Deal creation",
        description: "Opens deals in the right pipeline when a visitor is ready to buy.",
      },
    ],
    setup: [
      {
        title: "Connect HubSpot",
        description: "Sign in to HubSpot and approve the agent app for your portal.",
      },
      {
        title: "Map properties",
        description: "Choose which contact and deal properties the agent fills in.",
      },
      publishStep,
    ],
  },
};
