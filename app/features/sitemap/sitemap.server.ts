import type { SiteContext } from "../../context";
import { postPath } from "../blog/blog";
import { siteSitemapPaths } from "../../shared/site-map/site-routes";

/**
 * Every indexable path: the pages of app/routes.ts (aliases left out) and each blog post;
 * undefined when the posts cannot be read (a sitemap without them would tell crawlers they are
 * gone: the route answers 503 instead).
 */
export async function sitemapPaths({
  platform,
  log,
}: Pick<SiteContext, "platform" | "log">): Promise<string[] | undefined> {
  try {
    const posts = await platform.getAllBlogs();
    return [...siteSitemapPaths, ...posts.map(postPath)];
  } catch (error) {
    log.error({ err: error }, "sitemap: could not load blog posts");
    return undefined;
  }
}
