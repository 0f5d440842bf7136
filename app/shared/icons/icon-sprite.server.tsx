import { renderToStaticMarkup } from "react-dom/server";

import type { IconName } from "./icon-names";
import { glyphs } from "./icon-glyphs";

/**
 * The SVG sprite of every named icon (public/icons.svg): one <symbol> per icon with lucide's
 * shapes, so <Icon> draws them by reference. Generated, never edited by hand.
 */
export function iconSprite(): string {
  const symbols = (Object.keys(glyphs) as IconName[]).sort().map((name) => {
    const Glyph = glyphs[name];
    const markup = renderToStaticMarkup(<Glyph />);
    const shapes = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? "";
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
