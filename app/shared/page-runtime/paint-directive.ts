import type { ClientDirective } from "astro";

import { afterFirstPaint } from "./first-paint";

/**
 * `client:paint` (astro.config.ts): hydrates an island once the page's first paint is shown. Its
 * scripts, held by SiteLayout in an inert `<template>` until then, are preloaded at that moment
 * (first-paint.ts), so the first paint does not share the link with them (decisions/0015).
 */
const paintDirective: ClientDirective = (load) => {
  void afterFirstPaint().then(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default paintDirective;

declare module "astro" {
  interface AstroClientDirectives {
    "client:paint"?: boolean;
  }
}
