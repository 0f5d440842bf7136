import { filterText, matchesFilter } from "#app/shared/search/list-filter";

/**
 * Pure blog logic shared by the server (loaders, feed) and the browser (live filter): the
 * list filter, the JSON-in-code-fence descriptions, the
 * default author, dates and read times. Sanitizing lives in sanitize.server.ts.
 */

/** Shown when a post names no author. */
export const DEFAULT_AUTHOR = "Admin";

/** The category value that matches every post. */
export const ALL_CATEGORIES = "All";

/** A post as the list shows it: only plain text, made on the server. */
export interface BlogListItem {
  id: string;
  /** `/blog/{slug}`, or `/blog/{_id}` for a post without a slug. */
  href: string;
  title: string;
  /** Plain text of the description (the fenced JSON's description when there is one). */
  description: string;
  image: string | null;
  readTime: string | null;
  author: string;
  /** ISO timestamp, or null when the API gave none or an invalid one. */
  date: string | null;
  category: string | null;
}

/** A post as its own page shows it; `bodyHtml` is sanitized. */
export interface BlogPostView extends Omit<BlogListItem, "description"> {
  /** Plain-text summary for the meta description and the structured data. */
  summary: string;
  bodyHtml: string;
}

interface FencedPost {
  title?: string;
  description?: string;
  content?: string;
}

const fence = /^\s*```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*```\s*$/;

/**
 * Some descriptions are a JSON object inside a Markdown code fence, e.g.
 * "```json\n{"title": ..., "description": ..., "content": ...}\n```". Returns its string
 * fields, or null when the value is not such a fence or its JSON is not an object.
 */
export function parseFencedJson(value: string): FencedPost | null {
  const match = fence.exec(value);
  if (!match) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[1] ?? "");
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const result: FencedPost = {};
  for (const key of ["title", "description", "content"] as const) {
    if (typeof record[key] === "string") result[key] = record[key];
  }
  return result;
}

/** The HTML the list describes a post with: the fenced description, else the whole value. */
export function listDescriptionHtml(description: string): string {
  const fenced = parseFencedJson(description);
  return fenced ? (fenced.description ?? fenced.content ?? "") : description;
}

/**
 * The HTML body of a post page. For a fenced post: its `content` when present (the article),
 * else its `description`; for any other post the description itself.
 */
export function bodyHtmlSource(description: string): string {
  const fenced = parseFencedJson(description);
  return fenced ? (fenced.content ?? fenced.description ?? "") : description;
}

export function authorName(author: string | null | undefined): string {
  const name = author?.trim();
  return name ? name : DEFAULT_AUTHOR;
}

// Month names written out rather than an Intl.DateTimeFormat: the first Intl object of a page
// makes V8 load ICU data (34 ms of main thread measured, see lib/pricing/format.ts), and this
// runs while a blog page hydrates. blog.test.ts checks the output against Intl's.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 'January 5, 2025' (long US style, the same on server and browser), or null for a missing or bad date. */
export function formatPostDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  // Years before 1 would need an era ("1 BC"): no real post has one, so it counts as a bad date.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return null;
  // UTC on both sides, so the server's HTML and the browser's render agree.
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A valid ISO timestamp or null (for `<time dateTime>` and the meta tags). */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The API's read time as shown: "5 min read" as given, a bare number of minutes expanded. */
export function readTimeLabel(readTime: string | number | null | undefined): string | null {
  if (readTime === null || readTime === undefined) return null;
  const text = String(readTime).trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? `${text} min read` : text;
}

/** `/blog/{slug}` or `/blog/{_id}`. */
export function postPath(post: { _id: string; slug?: string | null }): string {
  const key = post.slug?.trim() || post._id;
  return href("/blog/:id", { id: key });
}

/** The first `max` characters of a text, cut at a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut.slice(0, max)).trimEnd()}…`;
}

/**
 * The blog filter: the case-insensitive search text appears in the title or
 * the description, and the category is All or equals the post's category name.
 */
export function matchesPost(
  post: Pick<BlogListItem, "title" | "description" | "category">,
  search: string,
  category: string,
): boolean {
  return matchesFilter(
    { text: filterText(postSearchFields(post)), category: post.category ?? undefined },
    search,
    { wanted: category, all: ALL_CATEGORIES },
  );
}

/** The fields the search looks in, as the list's items carry them. */
export const postSearchFields = (post: Pick<BlogListItem, "title" | "description">) => [
  post.title,
  post.description,
];

export function filterPosts<T extends Pick<BlogListItem, "title" | "description" | "category">>(
  posts: readonly T[],
  search: string,
  category: string,
): T[] {
  return posts.filter((post) => matchesPost(post, search, category));
}

/** Search text and category from the query string (`?q=&category=`), with defaults. */
export function blogQuery(params: URLSearchParams): { q: string; category: string } {
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    // The last value wins: the no-JS form sends the current category, then the chosen one.
    category: params.getAll("category").at(-1)?.slice(0, 200) || ALL_CATEGORIES,
  };
}
import { href } from "#app/shared/site-map/href";
