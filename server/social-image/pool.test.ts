import { afterAll, describe, expect, it } from "vitest";

import { drawableText, twemojiName } from "./fallback-fonts";
import { render } from "./index";
import { pngSize } from "./png";
import { createSocialImagePool } from "./pool";

describe("social images in other scripts", () => {
  const pool = createSocialImagePool({ threads: 1, queueLimit: 1 });
  afterAll(() => pool.close());

  it("draws Arabic, CJK and emoji in a worker thread, the same bytes as on the main thread", async () => {
    const title = "مرحبا بالعالم 你好，世界 こんにちは 한국어 🚀👩‍💻🇯🇵";
    const png = await pool.draw(title, "العربية, 中文, 🎉");
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.equals(await render(title, "العربية, 中文, 🎉"))).toBe(true);
    // Not the image of the title with its non-Latin text left out (nothing drawn for it).
    expect(png.equals(await render("🚀👩‍💻🇯🇵", "🎉"))).toBe(false);
  }, 60_000);

  it("keeps every character some bundled font draws and leaves out the others (no boxes)", () => {
    const text = "Café مرحبا 你好 こんにちは 한국어 Привет Ελλάδα 🚀";
    expect(drawableText(text)).toBe(text);
    expect(drawableText("a\u{10FFFD}b \u{E000}c \u0378d")).toBe("ab c d");
    expect(twemojiName("👩‍💻")).toBe("1f469-200d-1f4bb");
    expect(twemojiName("❤️")).toBe("2764");
  });

  it("refuses past its queue instead of waiting", async () => {
    const draws = Array.from({ length: 6 }, (_, n) => pool.draw(`Title ${n}`, "x"));
    const outcomes = await Promise.allSettled(draws);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/queue full/);
  }, 60_000);
});
