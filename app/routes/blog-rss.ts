import { platformClient } from "../lib/request-context.server";
import { siteConfig } from "../content/site";
import { getConfig } from "../../server/config";
import type { Route } from "./+types/blog-rss";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** /blog/rss.xml: the posts as an RSS 2.0 feed. */
export async function loader({ context }: Route.LoaderArgs) {
  const config = context.config ?? getConfig();
  let posts: Awaited<ReturnType<ReturnType<typeof platformClient>["getAllBlogs"]>> = [];
  try {
    posts = await platformClient(context).getAllBlogs();
  } catch (error) {
    console.error("rss: could not load posts", error);
  }
  const items = posts
    .map((post) => {
      const url = `${config.siteUrl}/blog/${encodeURIComponent(post.slug || post._id)}`;
      const date = post.createdAt ?? post.date;
      return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(url)}</link><guid>${escapeXml(url)}</guid>${
        date ? `<pubDate>${new Date(date).toUTCString()}</pubDate>` : ""
      }</item>`;
    })
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(
    `${siteConfig.name} Blog`,
  )}</title><link>${config.siteUrl}/blog</link><description>${escapeXml(
    siteConfig.description,
  )}</description>${items}</channel></rss>`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
