import { describe, expect, it } from "vitest";

import { demoAgentNames, isDemoAgentName } from "#app/shared/copy/demo-agents.copy";
import {
  embedSnippet,
  kioskDemo,
  landingCopy,
  landingDemos,
  mobileDemo,
  phoneDemo,
  whatsappChatUrl,
  whatsappDemo,
} from "./demos.copy";

describe("demo content", () => {
  it("builds the embed snippet from the studio URL and the agent", () => {
    expect(embedSnippet("https://studio.example", "VoiceDemo")).toBe(
      '<script src="https://studio.example/embed.js?agent=VoiceDemo"></script>',
    );
  });

  it("keeps the voice page's quirk: snippet VoiceDemo, frame SMSDemo with voice=true", () => {
    expect(landingDemos.voice.snippetAgent).toBe("VoiceDemo");
    expect(landingDemos.voice.framePath).toBe("/chat/SMSDemo?voice=true");
    expect(landingDemos.phone).toMatchObject({
      snippetAgent: "PhoneDemo",
      framePath: "/chat/PhoneDemo",
    });
    expect(landingDemos.sms).toMatchObject({ snippetAgent: "SMSDemo", framePath: "/chat/SMSDemo" });
  });

  it("has the spec's sizes, grids, docks and icons", () => {
    expect(mobileDemo).toMatchObject({ width: 320, height: 500, columns: 3, dock: 3 });
    expect(kioskDemo).toMatchObject({
      width: 400,
      height: 600,
      columns: 4,
      dock: 4,
      autoHighlightAgentMs: 1000,
    });
    expect(kioskDemo.icons.map((icon) => icon.name)).toEqual([
      "Messages",
      "Camera",
      "Photos",
      "Maps",
      "Weather",
      "KioskDemo",
      "Music",
      "Mail",
      "Calc",
      "Notes",
      "Stocks",
      "Health",
    ]);
    expect(phoneDemo.icons.map((icon) => icon.id)).toEqual([
      "messages",
      "camera",
      "photos",
      "maps",
      "weather",
      "agent",
      "music",
      "mail",
    ]);
    expect(phoneDemo.autoOpenAgentMs).toBe(1000);
    for (const demo of [mobileDemo, kioskDemo, phoneDemo]) {
      expect(demo.icons.filter((icon) => icon.id === "agent")).toHaveLength(1);
      expect(new Set(demo.icons.map((icon) => icon.id)).size).toBe(demo.icons.length);
    }
  });

  it("has the landing page's texts and numbers", () => {
    expect(landingCopy.demo).toMatchObject({
      title: "Try Our Demo Agent",
      subtitle: "Experience the power of conversational AI firsthand",
      caption: "Ask about our features, pricing, or how to get started with your own AI agent",
      frameHeight: 550,
    });
    expect(landingCopy.whyUs.stats.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: "89%", label: "faster response time" },
      { value: "24/7", label: "availability" },
      { value: "67%", label: "cost reduction" },
      { value: "5 minutes", label: "setup" },
    ]);
    expect(landingCopy.testimonial.role).toMatch(/E-commerce Director/);
  });

  it("has six WhatsApp steps and a wa.me link with the encoded text", () => {
    expect(whatsappDemo.steps).toHaveLength(6);
    expect(whatsappChatUrl("+1 (555) 010-9999", "Hi & bye")).toBe(
      "https://wa.me/15550109999?text=Hi%20%26%20bye",
    );
  });

  it("knows its demo agents by name", () => {
    expect(demoAgentNames).toEqual(
      expect.arrayContaining([
        "MobileDemo",
        "KioskDemo",
        "WebsiteDemo",
        "VoiceDemo",
        "PhoneDemo",
        "SMSDemo",
      ]),
    );
    expect(isDemoAgentName("SMSDemo")).toBe(true);
    expect(isDemoAgentName("smsdemo")).toBe(false);
    expect(isDemoAgentName("__proto__")).toBe(false);
  });
});
