import { href } from "#app/shared/site-map/href";

import type { ChannelListItem, ChannelContent, FaqItem, PageCopy } from "#app/shared/copy/types";
import { studio } from "#app/shared/links/link-target";
import type { Plan } from "#app/features/pricing/plan.copy";
import { priceText } from "#app/features/pricing/prices.copy";
import { figures } from "#app/shared/copy/facts.copy";

const trialAction = { label: "Start Free Trial", to: studio };

export const shopifyPlans: readonly Plan[] = [
  {
    name: "Starter",
    price: priceText.shopify.starter,
    period: "/month",
    allowance: "Up to 1,000 conversations per month",
    description: "For new stores that want every shopper answered.",
    features: [
      "Product recommendations",
      "Order tracking",
      "FAQ and policy answers",
      "E-mail support",
    ],
    popular: false,
    limitedTime: false,
    cta: trialAction,
  },
  {
    name: "Growth",
    price: priceText.shopify.growth,
    period: "/month",
    allowance: "Up to 5,000 conversations per month",
    description: "For growing stores that want to sell more in every chat.",
    features: [
      "Everything in Starter",
      "Abandoned cart recovery",
      "Upsell and cross-sell",
      "Analytics dashboard",
    ],
    popular: true,
    limitedTime: false,
    cta: trialAction,
  },
  {
    name: "Enterprise",
    price: priceText.shopify.enterprise,
    period: "/month",
    allowance: "Unlimited conversations",
    description: "For high-volume stores and Shopify Plus.",
    features: [
      "Everything in Growth",
      "Multiple stores and languages",
      "Custom training",
      "Priority support",
    ],
    popular: false,
    limitedTime: false,
    cta: trialAction,
  },
];

/** The 8 agents of the Shopify suite (docs/requirements/channels-and-integrations.md). */
export const shopifySuite: { title: string; intro: string; items: readonly ChannelListItem[] } = {
  title: "The complete Shopify AI suite",
  intro: "Eight skills in one agent, switched on from your Shopify admin.",
  items: [
    {
      title: "Product Recommender",
      description: "Suggests the right products from your live catalogue.",
    },
    {
      title: "Order Tracker",
      description: "Answers where-is-my-order with the latest shipment status.",
    },
    { title: "Cart Recovery", description: "Brings shoppers back to the carts they left behind." },
    {
      title: "Size and Fit Advisor",
      description: "Helps shoppers choose the right size the first time.",
    },
    {
      title: "Returns Assistant",
      description: "Explains your policy and starts returns and exchanges.",
    },
    {
      title: "Store FAQ",
      description: "Answers shipping, payment and policy questions instantly.",
    },
    {
      title: "Upsell and Cross-sell",
      description: "Offers matching products and bundles at the right moment.",
    },
    {
      title: "Multilingual Support",
      description: "Serves shoppers in their own language, worldwide.",
    },
  ],
};

export const shopifyChannel: ChannelContent = {
  eyebrow: "Shopify AI agent",
  actions: {
    primary: { label: "Install on Shopify", to: studio },
    secondary: { label: "See Plans", to: "#plans" },
  },
  features: {
    title: "Sell more, answer everything",
    intro: "A shopping assistant that knows your catalogue, your policies and every order.",
    items: [
      {
        icon: "sparkles",
        title: "Personal recommendations",
        description: "Asks about needs and suggests products that are in stock.",
      },
      {
        icon: "truck",
        title: "Order tracking",
        description: "Gives the shipment status from the order number and e-mail.",
      },
      {
        icon: "shopping-cart",
        title: "Cart recovery",
        description: "Reminds shoppers of what they left and answers what held them back.",
      },
      {
        icon: "package-search",
        title: "Catalogue search",
        description: "Finds products from descriptions like 'a gift for a runner under $50'.",
      },
      {
        icon: "rotate-ccw",
        title: "Returns and exchanges",
        description: "Explains your policy and starts a return without a ticket.",
      },
      {
        icon: "tags",
        title: "Offers and bundles",
        description: "Suggests add-ons and discounts that raise the order value.",
      },
    ],
  },
  stats: {
    title: "Results for Shopify stores",
    intro: "What merchants measure after installing the agent.",
    items: [
      { value: figures.faster, label: "faster answers" },
      { value: figures.costReduction, label: "fewer support costs" },
      { value: figures.satisfaction, label: "shopper satisfaction" },
      { value: figures.support, label: "sales assistant" },
    ],
  },
  steps: {
    title: "Install in three steps",
    intro: "No theme edits, no developers.",
    items: [
      {
        title: "Install the app",
        description: "Add the AI agent from the Shopify App Store and approve its permissions.",
      },
      {
        title: "Sync your store",
        description: "Products, collections, policies and orders are imported automatically.",
      },
      {
        title: "Go live",
        description: "Switch on the chat in your theme editor. Your assistant is selling.",
      },
    ],
  },
  cta: {
    title: "Turn every visit into a conversation",
    text: `Install the AI shopping assistant and start your ${figures.freeTrial} free trial.`,
    primary: { label: "Start Free Trial", to: studio },
    secondary: { label: "Talk to Sales", to: href("/contact") },
  },
};

export const page: PageCopy = {
  path: href("/channels/shopify"),
  title: "Shopify AI Agent",
  description: `A Shopify AI shopping assistant that recommends products, tracks orders and recovers carts. Plans from ${priceText.shopifyFrom} per month.`,
  keywords: ["Shopify AI agent", "Shopify chatbot", "e-commerce AI assistant"],
  heading: "The AI shopping assistant for Shopify stores",
  intro:
    "Install the agent from your Shopify admin and let it recommend products, answer order questions and recover abandoned carts.",
};

export const faq: readonly FaqItem[] = [
  {
    question: "Is there a free trial?",
    answer: `Yes. Every plan starts with a ${figures.freeTrial} free trial and no setup fees.`,
  },
  {
    question: "What counts as a conversation?",
    answer: "One shopper's chat session, however many messages it has.",
  },
  {
    question: "Does it work with Shopify Plus?",
    answer: "Yes. Enterprise supports Shopify Plus, several stores and several languages.",
  },
];

export const shopifyPlansSection = {
  title: "Plans for every store",
  intro: `Every plan starts with a ${figures.freeTrial} free trial. No setup fees.`,
} as const;
