import { prerenderPaths, sitemapPagePaths } from "./site-paths";

/** The site's prerendered pages, from the route table (build, scripts and e2e tests). */
export const sitePrerenderPaths: readonly string[] = prerenderPaths();

/** The site's indexable pages without the blog posts, from the route table. */
export const siteSitemapPaths: readonly string[] = sitemapPagePaths();
