import { filterText, matchesFilter } from "#app/shared/search/list-filter";

// Blog logic shared by the server and the browser; sanitizing is in sanitize.server.ts.

export const DEFAULT_AUTHOR = "Admin";

export const ALL_CATEGORIES = "All";

/** A post as the list shows it: only plain text, made on the server. */
export interface BlogListItem {
  id: string;
  href: string;
  title: string;
  /** Plain text of the description (the fenced JSON's description when there is one). */
  description: string;
  image: string | null;
  readTime: string | null;
  author: string;
  date: string | null;
  category: string | null;
}

export interface BlogPostView extends Omit<BlogListItem, "description"> {
  summary: string;
  bodyHtml: string;
}

interface FencedPost {
  title?: string;
  description?: string;
  content?: string;
}

const fence = /^\s*```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*```\s*$/;

/** The string fields of a description that is JSON in a Markdown code fence, else null. */
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

export function listDescriptionHtml(description: string): string {
  const fenced = parseFencedJson(description);
  return fenced ? (fenced.description ?? fenced.content ?? "") : description;
}

/** A fenced post's `content` (else its `description`); any other post's whole description. */
export function bodyHtmlSource(description: string): string {
  const fenced = parseFencedJson(description);
  return fenced ? (fenced.content ?? fenced.description ?? "") : description;
}

export function authorName(author: string | null | undefined): string {
  const name = author?.trim();
  return name ? name : DEFAULT_AUTHOR;
}

// Not Intl.DateTimeFormat: the first Intl object makes V8 load ICU data while the page hydrates.
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

export function formatPostDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  // Years before 1 would need an era ("1 BC"): no real post has one, so it counts as a bad date.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return null;
  // UTC on both sides, so the server's HTML and the browser's render agree.
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function readTimeLabel(readTime: string | number | null | undefined): string | null {
  if (readTime === null || readTime === undefined) return null;
  const text = String(readTime).trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? `${text} min read` : text;
}

export function postPath(post: { _id: string; slug?: string | null }): string {
  const key = post.slug?.trim() || post._id;
  return href("/blog/:id", { id: key });
}

export function excerpt(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut.slice(0, max)).trimEnd()}…`;
}

/** Case-insensitive search text in the title or description; category All or the post's. */
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

export function blogQuery(params: URLSearchParams): { q: string; category: string } {
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    // The last value wins: the no-JS form sends the current category, then the chosen one.
    category: params.getAll("category").at(-1)?.slice(0, 200) || ALL_CATEGORIES,
  };
}
import { href } from "#app/shared/site-map/href";
