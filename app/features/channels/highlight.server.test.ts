import { describe, expect, it } from "vitest";

import { codeTheme, highlightCode } from "./highlight.server";

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("highlightCode", () => {
  it("colours Swift code and keeps it escaped", async () => {
    const html = await highlightCode('let key = "<KEY>" // note', "swift");
    expect(html).toMatch(/^<pre class="shiki site-dark"/);
    expect(html).toContain("&#x3C;KEY>");
    expect(html).not.toContain("<KEY>");
    // keyword, string and comment get colours of their own
    expect(html).toContain("color:#C4B5FD");
    expect(html).toContain("color:#86EFAC");
    expect(html).toContain("color:#A5B4C8");
  });

  it("colours Kotlin code", async () => {
    const html = await highlightCode('fun main() { println("hi") }', "kotlin");
    expect(html).toContain("color:#C4B5FD");
    expect(html).toContain("color:#86EFAC");
  });

  it("uses only colours with at least 4.5:1 contrast on the code background", () => {
    const background = codeTheme.colors?.["editor.background"] ?? "";
    const colours = (codeTheme.settings ?? []).flatMap((rule) =>
      rule.settings.foreground ? [rule.settings.foreground] : [],
    );
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});
