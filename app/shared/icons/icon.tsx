import type { SVGProps } from "react";

import type { IconName } from "./icon-names";

/** Where the sprite of every named icon is served (built by `npm run icons`). */
const ICON_SPRITE_PATH = "/icons.svg";

/**
 * An icon the copy names, drawn from one cached SVG sprite (public/icons.svg) rather than from
 * path data in the JavaScript: the 83 named icons would add about 10 KB gzip to every page
 * that shows one. Same look as lucide's components (24-unit box, 2-unit round strokes).
 * Decorative unless given a label.
 */
export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
