import type { SiteContext } from "../../context";
import { siteSitemapPaths } from "../../shared/site-map/site-routes";

/** Every indexable path: the pages of app/routes.ts (aliases left out) and each blog post. */
export async function sitemapPaths({
  platform,
  log,
}: Pick<SiteContext, "platform" | "log">): Promise<string[]> {
  const paths = [...siteSitemapPaths];
  try {
    const posts = await platform.getAllBlogs();
    paths.push(...posts.map((post) => `/blog/${encodeURIComponent(post.slug || post._id)}`));
  } catch (error) {
    log.error({ err: error }, "sitemap: could not load blog posts");
  }
  return paths;
}
