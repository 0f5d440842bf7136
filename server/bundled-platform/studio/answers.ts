import { href } from "#app/shared/site-map/href";

import type { DemoAgent } from "#app/shared/copy/demo-agents.copy";
import { integrations } from "#app/features/integrations/integrations.copy";
import { navMenus } from "#app/shared/layout/navigation.copy";
import { priceText } from "#app/features/pricing/prices.copy";
import { figures } from "#app/shared/copy/facts.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import { company } from "#app/shared/copy/facts.copy";

/**
 * What the demo agents know, built from the site's own content: keyword matching, so the demos
 * work offline.
 */

export interface ReplyLink {
  label: string;
  href: string;
}
export interface Reply {
  text: string;
  links?: ReplyLink[];
}

export const pricingFacts = {
  plans: [
    {
      name: "Free Forever",
      price: priceText.free,
      detail: `unlimited agents and ${priceText.allowance.free} unique interactions per month`,
    },
    {
      name: "Professional",
      price: `${priceText.professional} per month`,
      detail: `${priceText.allowance.professional} unique interactions per month and a ${figures.freeTrial} free trial (our most popular plan)`,
    },
    {
      name: "Enterprise",
      price: "custom pricing",
      detail: "unlimited conversations, custom training, white-label and an SLA",
    },
  ],
  payAsYouGo: [
    {
      range: `the first ${priceText.tierBounds.firstEnd} interactions`,
      rate: priceText.rates[0] ?? "",
    },
    {
      range: `the next interactions up to ${priceText.tierBounds.middleEnd}`,
      rate: priceText.rates[1] ?? "",
    },
    { range: "anything above that", rate: priceText.rates[2] ?? "" },
  ],
} as const;

const channelEntries = navMenus.find((menu) => menu.label === "Channels")?.entries ?? [];
const exploreEntries = navMenus.find((menu) => menu.label === "Explore")?.entries ?? [];

const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export function greeting(agent: DemoAgent, voice = false): Reply {
  return {
    text:
      `Hi! I'm the ${agent.label}, a demo of what an agent built on ${siteConfig.name} can do on ${agent.channel}. ` +
      "Ask me about our features, pricing, integrations, channels or how to get started." +
      (voice ? " You can type, or press the microphone button and speak." : ""),
  };
}

function pricingReply(): Reply {
  const plans = pricingFacts.plans.map((plan) => `- ${plan.name}: ${plan.price}, ${plan.detail}.`);
  return {
    text: `We have three plans:\n${plans.join("\n")}\nPricing is by unique interactions per month. You can also pay as you go: ${payAsYouGoText()}`,
    links: [
      { label: "Pricing plans", href: href("/pricing") },
      { label: "Pay as you go", href: href("/pay-as-you-go") },
    ],
  };
}

function payAsYouGoText(): string {
  const tiers = pricingFacts.payAsYouGo.map((tier) => `${tier.rate} each for ${tier.range}`);
  return `${list(tiers)}, per unique conversation, with no setup fees and a ${figures.freeTrial} free trial.`;
}

function integrationsReply(): Reply {
  const groups = new Map<string, string[]>();
  for (const integration of integrations) {
    groups.set(integration.category, [
      ...(groups.get(integration.category) ?? []),
      integration.title,
    ]);
  }
  const text = [...groups]
    .map(([category, titles]) => `- ${category}: ${list(titles)}.`)
    .join("\n");
  return {
    text: `We integrate with ${integrations.length} platforms:\n${text}`,
    links: [{ label: "All integrations", href: href("/integrations") }],
  };
}

function channelsReply(): Reply {
  const names = channelEntries
    .filter((entry) => entry.href !== href("/integrations"))
    .map((entry) => `${entry.title} (${entry.subtitle.toLowerCase()})`);
  return {
    text: `Build your agent once and deploy it on ${list(names)}. A website needs just one script tag, and the same agent can also answer on a mobile app, a kiosk, SMS or the phone.`,
    links: channelEntries.slice(0, 4).map((entry) => ({ label: entry.title, href: entry.href })),
  };
}

function featuresReply(): Reply {
  const features = exploreEntries
    .filter((entry) =>
      [href("/no-code-builder"), href("/use-cases"), href("/benefits")].includes(entry.href),
    )
    .map((entry) => entry.description);
  return {
    text: `${siteConfig.description} ${features.join(" ")} Agents are trained on your own documents and FAQs, hand hard cases to your team, and work 24/7.`,
    links: [{ label: "No-Code Builder", href: href("/no-code-builder") }],
  };
}

function gettingStartedReply(): Reply {
  return {
    text: `Getting started takes about ${figures.setupTime} and is free, with no credit card required:\n1. Define your agent's purpose.\n2. Train it with your knowledge base.\n3. Customize its personality and tone.\n4. Deploy it to your platform.\nOpen the studio from any Get Started button on our site.`,
    links: [{ label: "Pricing plans", href: href("/pricing") }],
  };
}

function securityReply(): Reply {
  return {
    text: `Conversations are encrypted in transit with TLS 1.3 and at rest with AES-256. We are SOC 2 Type II and ISO 27001 certified, GDPR compliant and HIPAA ready, with role-based access and ${figures.uptime} uptime.`,
    links: [{ label: "Security & Compliance", href: href("/security-compliance") }],
  };
}

function contactReply(): Reply {
  return {
    text: `You can reach our team at ${company.email} or ${company.phone.display}, or send us a message on our contact page; we answer within ${company.replyWithin}.`,
    links: [{ label: "Contact us", href: href("/contact") }],
  };
}

const fallback: Reply = {
  text: "I can answer questions about our features, pricing, integrations, channels and how to get started. What would you like to know?",
};

const topics: Array<{ test: RegExp; reply: () => Reply }> = [
  { test: /\b(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.?]*$/, reply: () => fallback },
  { test: /\bthanks?\b|thank you/, reply: () => ({ text: "You're welcome! Anything else?" }) },
  {
    test: /pay[\s-]*as[\s-]*you[\s-]*go|per (conversation|interaction)|usage/,
    reply: () => ({
      text: `Pay as you go costs ${payAsYouGoText()}`,
      links: [{ label: "Pay as you go", href: href("/pay-as-you-go") }],
    }),
  },
  {
    test: /pric|cost|plan|how much|\$|\bfree\b|paid|subscri|trial|billing|enterprise|professional|expensive|cheap/,
    reply: pricingReply,
  },
  {
    test: /secur|gdpr|hipaa|soc ?2|iso|encrypt|privacy|complian/,
    reply: securityReply,
  },
  {
    test: /contact|human|real person|talk to (someone|a person|sales)|e-?mail|phone number|call you|sales team/,
    reply: contactReply,
  },
  {
    test: /integrat|connect|crm|erp|\bcms\b|e-?commerce|plugin|\bapi\b/,
    reply: integrationsReply,
  },
  {
    test: /channel|whatsapp|voice|phone|\bsms\b|text messag|mobile|\bapp\b|kiosk|website|widget|embed|deploy|messenger|zendesk/,
    reply: channelsReply,
  },
  {
    test: /start|begin|sign ?up|set ?up|create|build|how do i|onboard|first agent/,
    reply: gettingStartedReply,
  },
  {
    test: /feature|can (you|it)|what (can|does|do)|capabilit|no-?code|builder|train|knowledge|analytic|handoff/,
    reply: featuresReply,
  },
];

export function answer(question: string): Reply {
  const text = question.toLowerCase().replace(/\s+/g, " ").trim();
  const named = integrations.find(
    (integration) =>
      text.includes(integration.title.toLowerCase()) ||
      new RegExp(`\\b${integration.slug.replace(/-/g, "[ -]")}\\b`).test(text),
  );
  if (named && !/pric|cost|how much/.test(text)) {
    return {
      text: `Yes, we integrate with ${named.title} (${named.category}). ${named.description}`,
      links: [{ label: named.title, href: href("/channels/:name", { name: named.slug }) }],
    };
  }
  return topics.find((topic) => topic.test.test(text))?.reply() ?? fallback;
}
