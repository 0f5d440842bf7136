import type { SiteContext } from "#app/context";
import { blogCopy } from "./blog.copy";
import { siteConfig } from "#app/shared/copy/site.copy";
import { renderRss } from "./rss.server";
import type { BlogPost } from "#app/shared/platform/platform.schema";
import { unavailable } from "#app/shared/platform/http.server";

/**
 * /blog/rss.xml: the posts as an RSS 2.0 feed (linked from the blog pages). When the posts
 * cannot be read, 503 with Retry-After: an empty feed would tell readers every post is gone.
 */
export async function rssResponse({
  config,
  platform,
  log,
}: Pick<SiteContext, "config" | "platform" | "log">): Promise<Response> {
  let posts: BlogPost[];
  try {
    posts = await platform.getAllBlogs();
  } catch (error) {
    log.error({ err: error }, "rss: could not load posts");
    return unavailable();
  }
  const xml = renderRss({
    siteUrl: config.siteUrl,
    title: `${siteConfig.name} ${blogCopy.feedTitle}`,
    description: siteConfig.description,
    posts,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
