import type { AppLoadContext } from "react-router";

import type { SiteLoadContext } from "../load-context";
import { getConfig } from "../../server/config";
import { createPlatformClient } from "./platform-api.server";

/**
 * The request context of a loader or action. Actions and per-request loaders always have it;
 * only prerendering runs without one, and nothing prerendered calls this.
 */
export function requireContext(context: AppLoadContext): SiteLoadContext {
  if (!context.db || !context.config) {
    throw new Error("No request context: this code must run per request, not at build time.");
  }
  return context as SiteLoadContext;
}

/** The platform API client for the running configuration. */
export function platformClient(context: AppLoadContext) {
  return createPlatformClient(context.config ?? getConfig(), context.serviceFetch ?? fetch);
}
