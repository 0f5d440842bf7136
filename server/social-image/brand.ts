import { siteConfig } from "../../app/shared/copy/site.copy";

/**
 * The brand as the social images show it. The colours are the Tailwind theme's brand scale
 * (app/app.css, `--color-brand-*`); a unit test keeps the two in step.
 */
export const brand = {
  name: siteConfig.name,
  colors: {
    "brand-100": "#e0e7ff",
    "brand-200": "#c7d2fe",
    "brand-600": "#4f46e5",
    "brand-700": "#4338ca",
    "brand-900": "#312e81",
  },
} as const;
