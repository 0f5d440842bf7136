import { describe, expect, it } from "vitest";

import { demoAgents } from "#app/shared/copy/demo-agents.copy";
import { integrations } from "#app/features/integrations/integrations.copy";
import { priceText } from "#app/features/pricing/prices.copy";
import { pricingPlans } from "#app/features/pricing/pricing.copy";
import { answer, greeting, pricingFacts } from "./answers";

describe("the bundled studio's answers", () => {
  it("greets as the named agent and mentions speech only for voice", () => {
    expect(greeting(demoAgents.SMSDemo).text).toMatch(/^Hi! I'm the SMS Agent/);
    expect(greeting(demoAgents.SMSDemo).text).not.toMatch(/microphone/);
    expect(greeting(demoAgents.SMSDemo, true).text).toMatch(/microphone/);
  });

  it.each(["How much does it cost?", "What are your pricing plans?", "is there a free plan"])(
    "answers %j with the real prices",
    (question) => {
      const { text, links } = answer(question);
      for (const fact of [
        "Free Forever: $0",
        "100 unique interactions per month",
        "Professional: $99 per month",
        "10,000 unique interactions per month",
        "Enterprise: custom pricing",
        "$0.01",
        "$0.008",
        "$0.006",
      ]) {
        expect(text).toContain(fact);
      }
      expect(links?.map((link) => link.href)).toContain("/pricing");
    },
  );

  it("quotes the same prices as the pricing pages, read from app/features/pricing/prices.copy", () => {
    const [free, professional] = pricingFacts.plans;
    expect(free?.price).toBe(pricingPlans[0]?.price);
    expect(free?.price).toBe(priceText.free);
    expect(professional?.price).toBe(`${pricingPlans[1]?.price} per month`);
    expect(pricingFacts.payAsYouGo.map((tier) => tier.rate)).toEqual(priceText.rates);
    const { text } = answer("How much does it cost?");
    for (const rate of priceText.rates) expect(text).toContain(`${rate} each`);
    expect(text).toContain(`Professional: ${priceText.professional} per month`);
  });

  it("answers pay as you go on its own", () => {
    expect(answer("How does pay as you go work?").text).toMatch(
      /^Pay as you go costs \$0\.01 each for the first 10,000 interactions/,
    );
  });

  it("lists all integrations from the site's data, and knows a named one", () => {
    const { text } = answer("Which integrations do you support?");
    expect(text).toContain(`We integrate with ${integrations.length} platforms`);
    for (const integration of integrations) expect(text).toContain(integration.title);
    const shopify = answer("Do you work with Shopify?");
    expect(shopify.text).toMatch(/^Yes, we integrate with Shopify \(eCommerce\)/);
    expect(shopify.links).toEqual([{ label: "Shopify", href: "/channels/shopify" }]);
  });

  it("answers channels, features, getting started, security and contact", () => {
    expect(answer("Which channels can I deploy on?").text).toContain("WhatsApp Business");
    expect(answer("What features do you have?").text).toContain("without code");
    expect(answer("How do I get started?").text).toContain("Define your agent's purpose");
    expect(answer("Are you GDPR compliant?").text).toContain("SOC 2 Type II");
    expect(answer("Can I talk to a human?").text).toContain("support@");
  });

  it("offers its topics for anything else", () => {
    expect(answer("hello").text).toMatch(/features, pricing, integrations, channels/);
    expect(answer("qwerty").text).toMatch(/features, pricing, integrations, channels/);
  });
});

describe("formatText", () => {
  it("makes paragraphs, bulleted and numbered lists of a reply's lines, escaped", async () => {
    const { formatText } = await import("./chat-page");
    expect(formatText("Plans:\n- Free <b>\n- Pro\nThen:\n1. One\n2. Two\nDone.")).toBe(
      "<p>Plans:</p><ul><li>Free &#60;b&#62;</li><li>Pro</li></ul><p>Then:</p><ol><li>One</li><li>Two</li></ol><p>Done.</p>",
    );
  });
});
