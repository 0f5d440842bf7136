import { defineMiddleware } from "astro:middleware";

import { setServerPublicConfig } from "#app/shared/page-runtime/public-config";

/**
 * The page's public configuration comes with its site context. The production entry sets it once
 * at start (app/entry/server-entry.ts); Astro's dev server has no such start, so every request
 * sets it here (the same value for every request of a process).
 */
export const onRequest = defineMiddleware((context, next) => {
  setServerPublicConfig(context.locals.site.config);
  return next();
});
