import { defineMiddleware } from "astro:middleware";

import { setServerPublicConfig } from "#app/shared/page-runtime/public-config";

// Astro's dev server has no start to set the public configuration once, so every request sets it.
export const onRequest = defineMiddleware((context, next) => {
  setServerPublicConfig(context.locals.site.config);
  return next();
});
