import { industrySlugs } from "#app/features/industries/industries.copy";
import { integrationSlugs } from "#app/shared/copy/slugs.copy";
import { href } from "#app/shared/site-map/href";
import { siteRoutes } from "#app/shared/site-map/route-table";
import { prerenderPaths, sitemapPagePaths, type Expansions } from "#app/shared/site-map/site-paths";

const channelPath = (name: string) => href("/channels/:name", { name });
/** The channel pages with a page file of their own (they win over /channels/:name). */
export const channelPages = Object.keys(siteRoutes).filter((pattern) =>
  /^\/channels\/[\w-]+$/.test(pattern),
);

export const siteExpansions: Expansions = {
  "/industry/:slug": () => industrySlugs.map((slug) => href("/industry/:slug", { slug })),
  "/channels/:name": () =>
    integrationSlugs.map(channelPath).filter((path) => !channelPages.includes(path)),
  // Each post's URL comes from the platform at request time (the sitemap adds them).
  "/blog/:id": () => [],
};

/** The site's prerendered pages (build, scripts and e2e tests). */
export const sitePrerenderPaths: readonly string[] = prerenderPaths(siteExpansions);

/** The site's indexable pages without the blog posts. */
export const siteSitemapPaths: readonly string[] = sitemapPagePaths(siteExpansions);
