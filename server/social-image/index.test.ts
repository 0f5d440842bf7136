import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { fromRoot } from "#server/paths";
import { brand } from "./brand";
import { render, shortLine, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from "./index";
import { PNG_SIGNATURE, pngSize } from "./png";
import { titleFontSize } from "./text";

describe("render", () => {
  it("draws a 1200×630 PNG, the same bytes for the same text and others for another title", async () => {
    const line = "Plans for teams of every size, from the first agent to thousands of chats a day.";
    const pricing = await render("Pricing Plans", line);
    const again = await render("Pricing Plans", line);
    const about = await render("About Us", line);

    expect(pricing.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(pricing)).toEqual({ width: 1200, height: 630 });
    expect([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]).toEqual([1200, 630]);
    expect(again.equals(pricing)).toBe(true);
    expect(about.equals(pricing)).toBe(false);
    expect(pngSize(about)).toEqual({ width: 1200, height: 630 });
  });

  it("changes with the short line too, and copes with a very long title and accents", async () => {
    const title = "Introducing Knowledge Base Sync: Keep Your Agents Up to Date ".repeat(4);
    const first = await render(title, "Café, Zürich, São Paulo.");
    const second = await render(title, "Another line.");
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    expect(first.equals(second)).toBe(false);
  });
});

describe("shortLine", () => {
  it("keeps a short text, with its spaces tidied", () => {
    expect(shortLine("  Build   agents\nwithout code. ")).toBe("Build agents without code.");
  });

  it("cuts a long text at a word and ends it with an ellipsis", () => {
    const text = "word ".repeat(60);
    const line = shortLine(text, 40);
    expect(line.length).toBeLessThanOrEqual(41);
    expect(line).toMatch(/^(word )+word…$/);
  });
});

describe("titleFontSize", () => {
  it("gets smaller as the title gets longer", () => {
    const sizes = ["Blog", "x".repeat(50), "x".repeat(100)].map(titleFontSize);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(sizes[1]).toBeGreaterThan(sizes[2]!);
  });
});

describe("brand", () => {
  it("uses the colours of the Tailwind theme", () => {
    const css = readFileSync(fromRoot("app/app.css"), "utf8");
    for (const [name, value] of Object.entries(brand.colors)) {
      expect(css, name).toContain(`--color-${name}: ${value};`);
    }
  });
});

describe("pngSize", () => {
  it("answers undefined for bytes that are not a PNG", () => {
    expect(pngSize(Buffer.from("GIF89a, not a PNG at all, long enough"))).toBeUndefined();
  });
});
