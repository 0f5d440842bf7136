import { authorName, excerpt, isoDate, listDescriptionHtml, postPath } from "./blog";
import { htmlToText } from "#app/shared/platform/sanitize.server";
import type { BlogPost } from "#app/shared/platform/platform.schema";

// Characters XML 1.0 forbids (control characters) would make the whole feed invalid.
// eslint-disable-next-line no-control-regex
const forbiddenInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

const escapeXml = (value: string) =>
  value.replace(forbiddenInXml, "").replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const tag = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : "";

/** Plain-text descriptions: no HTML, so feed readers cannot run any. */
export function renderRss(options: {
  siteUrl: string;
  title: string;
  description: string;
  posts: readonly BlogPost[];
}): string {
  const { siteUrl, title, description, posts } = options;
  const blogUrl = `${siteUrl}/blog`;
  const dates = posts.map((post) => isoDate(post.createdAt ?? post.date)).filter(Boolean);
  const newest = dates.sort().at(-1);
  const items = posts.map((post) => {
    const url = `${siteUrl}${postPath(post)}`;
    const date = isoDate(post.createdAt ?? post.date);
    return [
      "<item>",
      tag("title", post.title),
      tag("link", url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      tag("description", excerpt(htmlToText(listDescriptionHtml(post.description)), 300)),
      tag("dc:creator", authorName(post.author)),
      tag("category", post.categoryId?.categoryName),
      date ? `<pubDate>${new Date(date).toUTCString()}</pubDate>` : "",
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    tag("title", title),
    tag("link", blogUrl),
    tag("description", description),
    "<language>en-us</language>",
    `<atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
