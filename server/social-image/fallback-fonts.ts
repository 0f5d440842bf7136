import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { SatoriOptions } from "satori";

const require = createRequire(import.meta.url);

type Font = NonNullable<SatoriOptions["fonts"]>[number];

/**
 * Fonts for scripts beyond Inter's Latin, from @fontsource packages split by Unicode range: only
 * the slices a title needs are read, on first use. Emoji are Twemoji's SVGs. Nothing from the network.
 */
interface Family {
  name: string;
  packageName: string;
  file: (subset: string, weight: number) => string;
}

const families: Family[] = [
  {
    name: "Inter",
    packageName: "@fontsource/inter",
    file: (subset, weight) => `inter-${subset}-${weight}-normal.woff`,
  },
  {
    name: "Noto Sans Arabic",
    packageName: "@fontsource/noto-sans-arabic",
    file: (subset, weight) => `noto-sans-arabic-${subset}-${weight}-normal.woff2`,
  },
  {
    name: "Noto Sans SC",
    packageName: "@fontsource/noto-sans-sc",
    file: (subset, weight) => `noto-sans-sc-${sliceName(subset)}-${weight}-normal.woff2`,
  },
  {
    name: "Noto Sans KR",
    packageName: "@fontsource/noto-sans-kr",
    file: (subset, weight) => `noto-sans-kr-${sliceName(subset)}-${weight}-normal.woff2`,
  },
];

function sliceName(subset: string): string {
  return subset.replace(/^\[(\d+)\]$/, "$1");
}

/** Noto Sans SC draws most Hangul as boxes: Hangul asks KR first. */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]/u;
const familyOrder = (char: string) =>
  HANGUL.test(char)
    ? ["Inter", "Noto Sans KR", "Noto Sans Arabic", "Noto Sans SC"]
    : families.map((family) => family.name);

const WEIGHTS = [400, 700] as const;

interface Subset {
  family: Family;
  subset: string;
  ranges: [number, number][];
}

let subsets: Subset[] | undefined;

function parseRanges(value: string): [number, number][] {
  return value.split(",").map((range) => {
    const [from = "0", to] = range.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function allSubsets(): Subset[] {
  subsets ??= families.flatMap((family) => {
    const table = JSON.parse(
      readFileSync(require.resolve(`${family.packageName}/unicode.json`), "utf8"),
    ) as Record<string, string>;
    return Object.entries(table).map(([subset, ranges]) => ({
      family,
      subset,
      ranges: parseRanges(ranges),
    }));
  });
  return subsets;
}

const covers = (subset: Subset, codePoint: number) =>
  subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

function subsetFor(char: string): Subset | undefined {
  const codePoint = char.codePointAt(0)!;
  for (const name of familyOrder(char)) {
    const subset = allSubsets().find(
      (candidate) => candidate.family.name === name && covers(candidate, codePoint),
    );
    if (subset) return subset;
  }
  return undefined;
}

export function hasFontFor(codePoint: number): boolean {
  return allSubsets().some((subset) => covers(subset, codePoint));
}

const loaded = new Map<string, Font[]>();

/** The first family that covers a character wins, so Latin stays Inter. */
export function fallbackFontsFor(text: string): Font[] {
  const wanted = new Map<string, Subset>();
  for (const char of text) {
    const subset = subsetFor(char);
    if (subset) wanted.set(`${subset.family.name}/${subset.subset}`, subset);
  }
  return [...wanted].flatMap(([key, subset]) => {
    let fonts = loaded.get(key);
    if (!fonts) {
      fonts = WEIGHTS.map((weight) => ({
        // satori keeps one font per name and weight.
        name: `${subset.family.name} ${subset.subset}`,
        weight,
        style: "normal" as const,
        data: readFileSync(
          require.resolve(
            `${subset.family.packageName}/files/${subset.family.file(subset.subset, weight)}`,
          ),
        ),
      }));
      loaded.set(key, fonts);
    }
    return fonts;
  });
}

const EMPTY_IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
).toString("base64")}`;

export function twemojiName(emoji: string): string {
  const text = emoji.includes("\u200d") ? emoji : emoji.replaceAll("\ufe0f", "");
  return [...text].map((char) => char.codePointAt(0)!.toString(16)).join("-");
}

const emojiImages = new Map<string, string>();

export function emojiImage(emoji: string): string {
  const name = twemojiName(emoji);
  let image = emojiImages.get(name);
  if (image === undefined) {
    try {
      const svg = readFileSync(require.resolve(`@twemoji/svg/${name}.svg`));
      image = `data:image/svg+xml;base64,${svg.toString("base64")}`;
    } catch {
      image = EMPTY_IMAGE;
    }
    if (emojiImages.size >= 500) emojiImages.delete(emojiImages.keys().next().value!);
    emojiImages.set(name, image);
  }
  return image;
}

const EMOJI_PART = new RegExp(
  [
    "\\p{Extended_Pictographic}",
    "\\p{Regional_Indicator}",
    "\\u200d",
    "\\ufe0f",
    "\\u20e3",
    "[\\u{1f3fb}-\\u{1f3ff}]",
    "[\\u{e0020}-\\u{e007f}]",
  ].join("|"),
  "u",
);

/** Characters no bundled font has would be boxes. */
export function drawableText(text: string): string {
  let out = "";
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (/\s/u.test(char) || EMOJI_PART.test(char) || hasFontFor(codePoint)) out += char;
  }
  return out.replace(/\s+/g, " ").trim();
}
