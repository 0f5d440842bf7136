import type { AppLoadContext } from "react-router";

import {
  authorName,
  bodyHtmlSource,
  excerpt,
  isoDate,
  listDescriptionHtml,
  postPath,
  readTimeLabel,
  type BlogListItem,
  type BlogPostView,
} from "./blog";
import { safeImageSrc } from "./image-src";
import { platformClient } from "./request-context.server";
import { htmlToText, sanitizeHtml } from "./sanitize.server";
import type { BlogCategory, BlogPost } from "./schemas/platform";

export function toBlogListItem(post: BlogPost): BlogListItem {
  return {
    id: post._id,
    href: postPath(post),
    title: post.title,
    description: htmlToText(listDescriptionHtml(post.description)),
    image: safeImageSrc(post.image),
    readTime: readTimeLabel(post.readTime),
    author: authorName(post.author),
    date: isoDate(post.date ?? post.createdAt),
    category: post.categoryId?.categoryName ?? null,
  };
}

export function toBlogPostView(post: BlogPost): BlogPostView {
  return {
    id: post._id,
    href: postPath(post),
    title: post.title,
    summary: excerpt(htmlToText(listDescriptionHtml(post.description)), 160),
    bodyHtml: sanitizeHtml(bodyHtmlSource(post.description)),
    image: safeImageSrc(post.image),
    readTime: readTimeLabel(post.readTime),
    author: authorName(post.author),
    // The post page shows the creation date.
    date: isoDate(post.createdAt ?? post.date),
    category: post.categoryId?.categoryName ?? null,
  };
}

export type BlogListData =
  | { status: "ok"; categories: string[]; posts: BlogListItem[] }
  | { status: "error"; categories: string[]; posts: BlogListItem[] };

/**
 * Categories and posts, fetched together (calls 4 and 5); if either fails the list shows its
 * error state.
 */
export async function loadBlogList(context: AppLoadContext): Promise<BlogListData> {
  const client = platformClient(context);
  try {
    const [categories, posts] = await Promise.all([
      client.getBlogCategories(),
      client.getAllBlogs(),
    ]);
    return {
      status: "ok",
      categories: uniqueNames(categories),
      posts: posts.map(toBlogListItem),
    };
  } catch (error) {
    console.error("blog: could not load the posts or categories", error);
    return { status: "error", categories: [], posts: [] };
  }
}

function uniqueNames(categories: BlogCategory[]): string[] {
  return [...new Set(categories.map((category) => category.categoryName.trim()).filter(Boolean))];
}

export type BlogPostData = { status: "found"; post: BlogPostView } | { status: "not-found" };

/** One post by id or slug (call 6); nothing found or an error both mean not found. */
export async function loadBlogPost(context: AppLoadContext, id: string): Promise<BlogPostData> {
  try {
    const post = await platformClient(context).getBlogById(id);
    return post ? { status: "found", post: toBlogPostView(post) } : { status: "not-found" };
  } catch (error) {
    console.error(`blog: could not load post ${JSON.stringify(id)}`, error);
    return { status: "not-found" };
  }
}
