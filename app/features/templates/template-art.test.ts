import { describe, expect, it } from "vitest";

import content from "#content/templates.json";
import { templateArt } from "./template-art";

const base = {
  id: "abc",
  name: "Leave Assistant",
  descriptionText: "Books time off for staff. It reads balances from the HRIS.",
  tags: ["pto"],
  category: "hr",
};

describe("templateArt", () => {
  it("takes the template's own sample and its category's colour", () => {
    const art = templateArt({
      ...base,
      sample: {
        channel: "sms",
        conversation: [
          { from: "customer", text: "Days left?" },
          { from: "agent", text: "Twelve." },
        ],
      },
    });
    expect(art.channel).toBe("sms");
    expect(art.conversation.map((turn) => turn.text)).toEqual(["Days left?", "Twelve."]);
    expect(art.hue).toBe("plum");
  });

  it("without a sample, makes a conversation from the name and first sentence, on a channel the words name", () => {
    const art = templateArt({ ...base, tags: ["whatsapp"], category: "unknown" });
    expect(art.channel).toBe("whatsapp");
    expect(art.conversation[0]?.text).toContain("Leave Assistant");
    expect(art.conversation[1]?.text).toBe("Books time off for staff.");
    expect(art.hue).toBe("sand");
    expect(templateArt(base).channel).toBe("web");
  });

  it("gives the same template the same seed, and other templates other ones", () => {
    expect(templateArt(base).seed).toBe(templateArt(base).seed);
    expect(templateArt({ ...base, id: "abd" }).seed).not.toBe(templateArt(base).seed);
  });

  it("finds a sample for every bundled template, each conversation different", () => {
    const texts = content.map((template) => {
      expect(template.sample, template.key).toBeDefined();
      return JSON.stringify(template.sample?.conversation);
    });
    expect(new Set(texts).size).toBe(content.length);
  });
});
