import { getConfig } from "../../server/config";
import { blogCopy } from "../content/blog";
import { siteConfig } from "../content/site";
import { renderRss } from "../lib/rss.server";
import { platformClient } from "../lib/request-context.server";
import type { BlogPost } from "../lib/schemas/platform";
import type { Route } from "./+types/blog-rss";

/** /blog/rss.xml: the posts as an RSS 2.0 feed (linked from the blog pages). */
export async function loader({ context }: Route.LoaderArgs) {
  const config = context.config ?? getConfig();
  let posts: BlogPost[] = [];
  try {
    posts = await platformClient(context).getAllBlogs();
  } catch (error) {
    console.error("rss: could not load posts", error);
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
