import type { SiteContext } from "../../context";
import { postPath } from "../blog/blog";
import { siteSitemapPaths } from "../../shared/site-map/site-routes";

/** Every indexable path: the pages of app/routes.ts (aliases left out) and each blog post. */
export async function sitemapPaths({
  platform,
  log,
}: Pick<SiteContext, "platform" | "log">): Promise<string[]> {
  const paths = [...siteSitemapPaths];
  try {
    const posts = await platform.getAllBlogs();
    paths.push(...posts.map(postPath));
  } catch (error) {
    log.error({ err: error }, "sitemap: could not load blog posts");
  }
  return paths;
}
