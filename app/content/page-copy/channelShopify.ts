import type { PageCopy } from "../pages";
import { priceText } from "../prices";

export const page: PageCopy = {
  path: "/channels/shopify",
  title: "Shopify AI Agent",
  description: `A Shopify AI shopping assistant that recommends products, tracks orders and recovers carts. Plans from ${priceText.shopifyFrom} per month.`,
  keywords: ["Shopify AI agent", "Shopify chatbot", "e-commerce AI assistant"],
  heading: "The AI shopping assistant for Shopify stores",
  intro:
    "Install the agent from your Shopify admin and let it recommend products, answer order questions and recover abandoned carts.",
};
