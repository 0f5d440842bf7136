import type { SiteContext } from "#app/context";
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
import { safeImageSrc } from "#app/shared/images/image-src";
import { htmlToText, sanitizeHtml } from "#app/shared/platform/sanitize.server";
import type { BlogCategory, BlogPost } from "#app/shared/platform/platform.schema";

/** What a post's list item and its page both show. */
const postFields = (post: BlogPost) => ({
  id: post._id,
  href: postPath(post),
  title: post.title,
  image: safeImageSrc(post.image),
  readTime: readTimeLabel(post.readTime),
  author: authorName(post.author),
  category: post.categoryId?.categoryName ?? null,
});

export function toBlogListItem(post: BlogPost): BlogListItem {
  return {
    ...postFields(post),
    description: htmlToText(listDescriptionHtml(post.description)),
    date: isoDate(post.date ?? post.createdAt),
  };
}

export function toBlogPostView(post: BlogPost): BlogPostView {
  return {
    ...postFields(post),
    summary: excerpt(htmlToText(listDescriptionHtml(post.description)), 160),
    bodyHtml: sanitizeHtml(bodyHtmlSource(post.description)),
    date: isoDate(post.createdAt ?? post.date),
  };
}

export type BlogListData =
  | { status: "ok"; categories: string[]; posts: BlogListItem[] }
  | { status: "error"; categories: string[]; posts: BlogListItem[] };

/** Calls 4 and 5 together; if either fails the list shows its error state. */
export async function loadBlogList({
  platform,
  log,
}: Pick<SiteContext, "platform" | "log">): Promise<BlogListData> {
  try {
    const [categories, posts] = await Promise.all([
      platform.getBlogCategories(),
      platform.getAllBlogs(),
    ]);
    return {
      status: "ok",
      categories: uniqueNames(categories),
      posts: posts.map(toBlogListItem),
    };
  } catch (error) {
    log.error({ err: error }, "blog: could not load the posts or categories");
    return { status: "error", categories: [], posts: [] };
  }
}

function uniqueNames(categories: BlogCategory[]): string[] {
  return [...new Set(categories.map((category) => category.categoryName.trim()).filter(Boolean))];
}

export type BlogPostData =
  | { status: "found"; post: BlogPostView }
  | { status: "not-found" }
  /** The platform failed: the page shows 'Blog not found', the answer says 503. */
  | { status: "unavailable" };

/** An error is told apart from not found, so the answer is a 503 to retry, never a cached 404. */
export async function loadBlogPost(
  { platform, log }: Pick<SiteContext, "platform" | "log">,
  id: string,
): Promise<BlogPostData> {
  try {
    const post = await platform.getBlogById(id);
    return post ? { status: "found", post: toBlogPostView(post) } : { status: "not-found" };
  } catch (error) {
    log.error({ err: error, post: id }, "blog: could not load a post");
    return { status: "unavailable" };
  }
}
