import { siteConfig } from "#app/shared/copy/site.copy";

/**
 * The brand on social images: the bands' night ground, the spark's ember glow, the mark
 * (public/favicon.svg) and the name, in app/app.css's colours (a unit test keeps them in step).
 */
export const brand = {
  name: siteConfig.name,
  colors: {
    night: "#1a1613",
    "night-raised": "#26201c",
    "night-ink": "#faf6f0",
    "night-muted": "#cbc1b5",
    "brand-500": "#ee5b2b",
    "lagoon-500": "#13968a",
  },
} as const;
