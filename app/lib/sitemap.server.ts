import type { AppLoadContext } from "react-router";

import { prerenderPaths } from "./prerender-paths";
import { platformClient } from "./request-context.server";

/** Aliases that answer with another page's canonical URL: not listed. */
const aliasPaths = new Set(["/privacy", "/demo/WhatsAppDemo"]);

/** Every indexable path: the prerendered pages, the API-backed lists and each blog post. */
export async function sitemapPaths(context: AppLoadContext): Promise<string[]> {
  const paths = [...prerenderPaths.filter((path) => !aliasPaths.has(path)), "/templates", "/blog"];
  try {
    const posts = await platformClient(context).getAllBlogs();
    paths.push(...posts.map((post) => `/blog/${encodeURIComponent(post.slug || post._id)}`));
  } catch (error) {
    console.error("sitemap: could not load blog posts", error);
  }
  return paths;
}
