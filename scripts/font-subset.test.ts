import fs from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { makeSubset, OUTPUT, SUBSET_TEXT } from "./subset-font.mjs";

interface Harfbuzz {
  createBlob(bytes: Uint8Array | ArrayBuffer): unknown;
  createFace(blob: unknown, index: number): { collectUnicodes(): Uint32Array };
}

/** The code points a font file maps to glyphs. */
async function codePointsOf(woff2: Buffer): Promise<number[]> {
  // harfbuzzjs is CommonJS whose export is a promise of the loaded wasm module: an ES import
  // would see a thenable namespace, so it is required (and fontverter, untyped, with it).
  const require = createRequire(import.meta.url);
  const harfbuzz = await (require("harfbuzzjs") as Promise<Harfbuzz>);
  const fontverter = require("fontverter") as {
    convert(font: Buffer, format: "truetype"): Promise<Buffer>;
  };
  const face = harfbuzz.createFace(
    harfbuzz.createBlob(await fontverter.convert(woff2, "truetype")),
    0,
  );
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** "U+0020-007E, U+00A0" style ranges of sorted code points. */
function unicodeRanges(points: number[]): string[] {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const first = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    ranges.push(points[i] === first ? `U+${hex(first)}` : `U+${hex(first)}-${hex(points[i]!)}`);
  }
  return ranges;
}

/** Every character of the site's own copy: typed content, the blog's seed posts, templates. */
function copyCharacters(): Set<string> {
  const files = [
    ...fs.globSync("app/**/*.copy.ts"),
    ...fs.readdirSync("content/blog").map((name) => `content/blog/${name}`),
    "content/templates.json",
  ];
  return new Set(files.flatMap((file) => [...fs.readFileSync(file, "utf8")]));
}

describe("the brand font subset", () => {
  it("is the file scripts/subset-font.mjs makes (run `npm run font` after changing it)", async () => {
    expect(Buffer.compare(fs.readFileSync(OUTPUT), await makeSubset())).toBe(0);
  });

  it("holds exactly SUBSET_TEXT, and fonts.css declares exactly that unicode-range", async () => {
    const points = await codePointsOf(fs.readFileSync(OUTPUT));
    const wanted = [...new Set(SUBSET_TEXT)].map((character) => character.codePointAt(0));
    expect(points).toEqual(wanted.sort((a, b) => a! - b!));
    const css = fs.readFileSync("app/styles/fonts.css", "utf8");
    const declared = /unicode-range:([^;]+);/
      .exec(css)?.[1]
      ?.split(",")
      .map((range) => range.trim());
    expect(declared).toEqual(unicodeRanges(points));
  });

  it("covers every letter and digit of the site's copy", () => {
    const inFont = new Set(SUBSET_TEXT);
    // Symbols outside Inter's latin file (→, ✓, ×, ÷ are in) fall back to the local font by design.
    const missing = [...copyCharacters()].filter(
      (character) => /[\p{L}\p{N}]/u.test(character) && !inFont.has(character),
    );
    expect(missing).toEqual([]);
  });
});
