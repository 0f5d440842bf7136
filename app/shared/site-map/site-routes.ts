import routes from "#app/routes";
import { prerenderPaths, sitemapPagePaths } from "./site-paths";

/** The site's prerendered pages, from app/routes.ts (build config, scripts and e2e tests). */
export const sitePrerenderPaths: readonly string[] = prerenderPaths(routes);

/** The site's indexable pages without the blog posts, from app/routes.ts. */
export const siteSitemapPaths: readonly string[] = sitemapPagePaths(routes);
