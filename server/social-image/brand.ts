import { siteConfig } from "#app/shared/copy/site.copy";

/**
 * The brand as the social images show it: the night ground of the site's bands with the ember
 * glow of the mark's spark, the mark itself (public/favicon.svg, layout.ts) and the name. The
 * colours are the Tailwind theme's (app/app.css); a unit test keeps the two in step.
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
