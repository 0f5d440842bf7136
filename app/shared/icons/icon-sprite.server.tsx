import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

import { iconNames } from "./icon-names";

/** Lucide's component for an icon name: "bar-chart-3" is drawn by BarChart3. */
const glyph = (name: string) =>
  (lucide as unknown as Record<string, lucide.LucideIcon>)[
    name.replace(/(?:^|-)(\w)/g, (_, first: string) => first.toUpperCase())
  ] as lucide.LucideIcon;

/** The SVG sprite of every named icon (public/icons.svg), drawn by <Icon> by reference. */
export function iconSprite(): string {
  const symbols = [...iconNames].sort().map((name) => {
    const Glyph = glyph(name);
    const markup = renderToStaticMarkup(<Glyph />);
    const shapes = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? "";
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
