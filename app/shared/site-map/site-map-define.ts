import { siteSitemapPaths } from "./site-routes";

/**
 * The build-time define behind the sitemap's page list (app/features/sitemap/sitemap.server.ts):
 * the paths are derived from app/routes.ts when the site is built, so the server never loads
 * app/routes.ts, whose route helpers come from a development dependency (@react-router/dev)
 * that a production install (`npm ci --omit=dev`) does not have.
 */
export function sitemapPathsDefine(): Record<string, string> {
  return { __SITEMAP_PAGE_PATHS__: JSON.stringify(siteSitemapPaths) };
}
