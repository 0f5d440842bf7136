import { getConfig, publicConfig } from "#server/config";

/**
 * The build-time define behind app/context.server.ts's prerender context: the public
 * configuration as the server computes it, so prerendered pages bake in the same site and
 * studio URLs as before, and no app file imports server code to get them.
 */
export function prerenderSiteConfigDefine(): Record<string, string> {
  return { __PRERENDER_SITE_CONFIG__: JSON.stringify(publicConfig(getConfig())) };
}
