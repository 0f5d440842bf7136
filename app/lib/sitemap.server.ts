import type { SiteContext } from "../context";
import { prerenderPaths } from "./prerender-paths";

/** Aliases that answer with another page's canonical URL: not listed. */
const aliasPaths = new Set(["/privacy", "/demo/WhatsAppDemo"]);

/** Every indexable path: the prerendered pages, the API-backed lists and each blog post. */
export async function sitemapPaths({
  platform,
  log,
}: Pick<SiteContext, "platform" | "log">): Promise<string[]> {
  const paths = [...prerenderPaths.filter((path) => !aliasPaths.has(path)), "/templates", "/blog"];
  try {
    const posts = await platform.getAllBlogs();
    paths.push(...posts.map((post) => `/blog/${encodeURIComponent(post.slug || post._id)}`));
  } catch (error) {
    log.error({ err: error }, "sitemap: could not load blog posts");
  }
  return paths;
}
