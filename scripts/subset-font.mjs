// `npm run font`: makes app/assets/fonts/inter-subset.woff2, the one font file the site loads,
// and app/styles/font-fallback.css, the local fallback matched to its metrics (font-fallback.mjs).
//
// It is Inter's variable latin file from @fontsource-variable/inter cut down to what the site
// sets: the characters of SUBSET_TEXT, the weights 400 to 700 (Tailwind's normal, medium,
// semibold and bold: nothing lighter or heavier is used) and the OpenType features text needs
// (kerning, ligatures, contextual forms, marks and the tabular figures of `tabular-nums`).
// From 48 KB to about 26 KB, which matters because Lighthouse counts the font against the
// first paint. The file is committed (the dev server and the build read it as a source file);
// font-subset.test.ts fails when it is not what this script makes from the current inputs, or
// when the site's copy uses a character the subset lacks.
import fs from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

import subsetFont from "subset-font";

import { FALLBACK_OUTPUT, fallbackCss } from "./font-fallback.mjs";

const range = (first, last) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join("");

/**
 * Printable ASCII and Latin-1 (names and words from other languages in posts), and the
 * typographic punctuation and symbols of Inter's latin file that copy uses or is likely to.
 * Anything else (the → and ✓ of the copy are not in that file) falls back to the
 * metric-adjusted local font of fonts.css, whose `unicode-range` lists exactly these.
 */
// U+00AD, the soft hyphen, is left out: it is never drawn and Inter maps no glyph to it.
export const SUBSET_TEXT =
  range(0x20, 0x7e) + range(0xa0, 0xac) + range(0xae, 0xff) + "–—‘’‚“”„•…′″‹›€™↑↓−";
export const WEIGHTS = { min: 400, max: 700 };
export const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];
export const OUTPUT = fileURLToPath(
  new URL("../app/assets/fonts/inter-subset.woff2", import.meta.url),
);

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** The subset font's bytes, made from the source font. */
export function makeSubset() {
  return subsetFont(fs.readFileSync(SOURCE), SUBSET_TEXT, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await makeSubset();
  fs.writeFileSync(OUTPUT, bytes);
  console.log(`wrote ${OUTPUT} (${bytes.length} bytes)`);
  // The fallback's metrics are read from the file just written.
  fs.writeFileSync(FALLBACK_OUTPUT, await fallbackCss());
  console.log(`wrote ${FALLBACK_OUTPUT}`);
}
