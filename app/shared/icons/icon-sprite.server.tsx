import { renderToStaticMarkup } from "react-dom/server";

import type { IconName } from "./icon-names";
import { glyphs } from "./icon-glyphs";

/** The SVG sprite of every named icon (public/icons.svg), drawn by <Icon> by reference. */
export function iconSprite(): string {
  const symbols = (Object.keys(glyphs) as IconName[]).sort().map((name) => {
    const Glyph = glyphs[name];
    const markup = renderToStaticMarkup(<Glyph />);
    const shapes = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? "";
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
