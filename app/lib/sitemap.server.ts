import type { AppLoadContext } from "react-router";

import { platformClient } from "./request-context.server";
import { siteSitemapPaths } from "./site-routes";

/** Every indexable path: the pages of app/routes.ts (aliases left out) and each blog post. */
export async function sitemapPaths(context: AppLoadContext): Promise<string[]> {
  const paths = [...siteSitemapPaths];
  try {
    const posts = await platformClient(context).getAllBlogs();
    paths.push(...posts.map((post) => `/blog/${encodeURIComponent(post.slug || post._id)}`));
  } catch (error) {
    console.error("sitemap: could not load blog posts", error);
  }
  return paths;
}
