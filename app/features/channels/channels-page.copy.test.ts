import { describe, expect, it } from "vitest";
import { navMenus } from "#app/shared/layout/navigation.copy";
import { channelPageSlugs } from "#app/shared/copy/slugs.copy";
import * as app from "./app-page.copy";
import { sdkSection } from "./app-page.copy";
import * as chatbot from "./chatbot-page.copy";
import * as salesforce from "./salesforce-page.copy";
import { shopifyPlans, shopifySuite } from "./shopify-page.copy";
import * as shopify from "./shopify-page.copy";
import * as standalone from "./standalone-page.copy";
import type { ChannelContent, FaqItem } from "#app/shared/copy/types";
import * as voice from "./voice-page.copy";
import * as whatsapp from "./whatsapp-page.copy";
import * as zendesk from "./zendesk-page.copy";

/** Each channel page's content with its FAQ (a separate export: it travels as an island's props). */
const withFaq = (content: ChannelContent, faq: readonly FaqItem[]) => ({ ...content, faq });

const channels: Record<(typeof channelPageSlugs)[number], ReturnType<typeof withFaq>> = {
  standalone: withFaq(standalone.standaloneChannel, standalone.faq),
  chatbot: withFaq(chatbot.chatbotChannel, chatbot.faq),
  voice: withFaq(voice.voiceChannel, voice.faq),
  whatsapp: withFaq(whatsapp.whatsappChannel, whatsapp.faq),
  app: withFaq(app.appChannel, app.faq),
  shopify: withFaq(shopify.shopifyChannel, shopify.faq),
  salesforce: withFaq(salesforce.salesforceChannel, salesforce.faq),
  zendesk: withFaq(zendesk.zendeskChannel, zendesk.faq),
};

describe("channel pages' content", () => {
  it.each(Object.entries(channels))("%s has features, metrics, steps, FAQ and CTAs", (_, c) => {
    expect(c.features.items).toHaveLength(6);
    expect(c.stats.items).toHaveLength(4);
    expect(c.steps.items).toHaveLength(3);
    expect(c.faq.length).toBeGreaterThanOrEqual(3);
    expect(c.actions.primary.to).toEqual({ studio: "" });
    expect(c.cta.primary.to).toEqual({ studio: "" });
    for (const feature of c.features.items) expect(feature.icon).toBeDefined();
  });

  it("keeps titles unique within a page (they are list keys)", () => {
    for (const c of Object.values(channels)) {
      for (const list of [
        c.features.items,
        c.steps.items,
        c.faq.map((f) => ({ title: f.question })),
      ]) {
        const titles = list.map((item) => item.title);
        expect(new Set(titles).size).toBe(titles.length);
      }
    }
  });

  it("links every channel of the Channels menu to a channel page or the directory", () => {
    const menu = navMenus.find((m) => m.label === "Channels");
    expect(menu?.entries.map((e) => e.href)).toEqual([
      "/integrations",
      ...channelPageSlugs.map((slug) => `/channels/${slug}`),
    ]);
  });
});

describe("Shopify page", () => {
  it("has the three required plans", () => {
    expect(
      shopifyPlans.map(({ name, price, allowance, popular }) => ({
        name,
        price,
        conversations: allowance,
        popular: Boolean(popular),
      })),
    ).toEqual([
      {
        name: "Starter",
        price: "$29",
        conversations: "Up to 1,000 conversations per month",
        popular: false,
      },
      {
        name: "Growth",
        price: "$79",
        conversations: "Up to 5,000 conversations per month",
        popular: true,
      },
      {
        name: "Enterprise",
        price: "$199",
        conversations: "Unlimited conversations",
        popular: false,
      },
    ]);
  });

  it("has an 8-item suite and 3 install steps", () => {
    expect(shopifySuite.items).toHaveLength(8);
    expect(shopify.shopifyChannel.steps.items).toHaveLength(3);
  });
});

describe("mobile SDK snippets", () => {
  it("show iOS (Swift) and Android (Kotlin), initializing with a key and then showing", () => {
    expect(sdkSection.snippets.map((s) => [s.id, s.label, s.lang])).toEqual([
      ["ios", "iOS (Swift)", "swift"],
      ["android", "Android (Kotlin)", "kotlin"],
    ]);
    for (const { code } of sdkSection.snippets) {
      const init = code.indexOf("AgentSDK.initialize(");
      const show = code.indexOf("AgentSDK.show(");
      expect(init).toBeGreaterThan(-1);
      expect(code.slice(init, code.indexOf("\n", init))).toMatch(/apiKey ?[:=] ?"YOUR_AGENT_KEY"/);
      expect(show).toBeGreaterThan(init);
    }
  });
});
