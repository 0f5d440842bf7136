import type * as ResvgModule from "@resvg/resvg-js";
import type * as SatoriModule from "satori";

import { drawableText, emojiImage, fallbackFontsFor } from "./fallback-fonts";
import { socialImageFonts } from "./fonts";
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImageLayout } from "./layout";

export { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from "./layout";
export { shortLine } from "./text";

/** Loaded on the first render: most processes never draw an image. */
let engines: Promise<[typeof SatoriModule, typeof ResvgModule]> | undefined;

/** A 1200×630 PNG: satori lays it out as SVG, resvg rasterises it. Same input, same bytes. */
export async function render(title: string, line: string): Promise<Buffer> {
  engines ??= Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const [{ default: satori }, { Resvg }] = await engines;
  const svg = await satori(socialImageLayout(drawableText(title), drawableText(line)), {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: socialImageFonts(),
    loadAdditionalAsset: async (code, segment) =>
      code === "emoji" ? emojiImage(segment) : fallbackFontsFor(segment),
  });
  return new Resvg(svg, {
    fitTo: { mode: "width", value: SOCIAL_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}
