import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { SatoriOptions } from "satori";

const require = createRequire(import.meta.url);

/** Inter, bundled by @fontsource/inter (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). */
const files = [
  { file: "inter-latin-400-normal.woff", weight: 400 },
  { file: "inter-latin-700-normal.woff", weight: 700 },
  // Accented Latin letters (names, places) come from the latin-ext subset.
  { file: "inter-latin-ext-400-normal.woff", weight: 400 },
  { file: "inter-latin-ext-700-normal.woff", weight: 700 },
] as const;

let loaded: SatoriOptions["fonts"] | undefined;

/** Read from node_modules once, on the first render; nothing is fetched from the network. */
export function socialImageFonts(): SatoriOptions["fonts"] {
  loaded ??= files.map(({ file, weight }) => ({
    name: "Inter",
    weight,
    style: "normal" as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/${file}`)),
  }));
  return loaded;
}
