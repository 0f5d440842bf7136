import { href } from "#app/shared/site-map/href";

/**
 * What a content sync changed, and the URLs a shared cache must drop because of it. The pages
 * built from the platform's content are /templates, /blog, each post, the RSS feed, the sitemap
 * and their social images (server/data-page-cache.ts, server/social-image/on-demand.ts); React
 * Router's client navigations fetch the same pages as `.data` (`/blog.data`, `/blog/x.data`).
 */
export interface ContentChange {
  /** Posts added, edited or removed, with every path segment they had or have (id, slug). */
  posts: Array<{ id: string; slugs: string[] }>;
  templates: boolean;
  categories: boolean;
}

/**
 * What to ban: the listed paths (each with its `.data` and trailing-slash spellings and any
 * query), or every content URL when the change is not known (a missed notification).
 */
export type PurgeTarget = { paths: string[] } | { everything: true };

interface PostRow {
  id: string;
  slug: string | null;
}

/**
 * The change a sync makes, from the posts before it, the posts it writes and what its plans
 * touch; undefined when it changes nothing. A category's name shows on every post and on the
 * list, so a category change counts every post as changed.
 */
export function contentChangeOf(input: {
  before: PostRow[];
  after: PostRow[];
  changedPostIds: Iterable<string>;
  templatesChanged: boolean;
  categoriesChanged: boolean;
}): ContentChange | undefined {
  const ids = new Set(input.changedPostIds);
  if (input.categoriesChanged) {
    for (const post of [...input.before, ...input.after]) ids.add(post.id);
  }
  if (ids.size === 0 && !input.templatesChanged && !input.categoriesChanged) return undefined;
  const slugs = new Map<string, Set<string>>();
  for (const post of [...input.before, ...input.after]) {
    if (!ids.has(post.id)) continue;
    const known = slugs.get(post.id) ?? new Set<string>();
    if (post.slug) known.add(post.slug);
    slugs.set(post.id, known);
  }
  return {
    posts: [...ids].sort().map((id) => ({ id, slugs: [...(slugs.get(id) ?? [])].sort() })),
    templates: input.templatesChanged,
    categories: input.categoriesChanged,
  };
}

/** Pages that list the content: any change may show on them. */
const LISTING_PATHS = [
  href("/blog"),
  href("/blog/rss.xml"),
  href("/templates"),
  href("/sitemap.xml"),
  "/og/blog.png",
  "/og/templates.png",
];

/** The paths a change affects (the ban adds their `.data`, slash and query spellings). */
export function affectedPaths(change: ContentChange): string[] {
  const paths = new Set(LISTING_PATHS);
  for (const post of change.posts) {
    for (const segment of [post.id, ...post.slugs]) {
      const encoded = encodeURIComponent(segment);
      paths.add(href("/blog/:id", { id: segment }));
      paths.add(`/og/blog/${encoded}.png`);
    }
  }
  return [...paths];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Varnish ban expressions (regular expressions on the object's URL) for a target, split so
 * that none is longer than `maxLength` (a header line). Case-insensitive, as the guards count
 * paths. The `.data` spellings (`/blog.data`, `/blog/_.data`) are the old client navigations'
 * data, which a CDN may still hold from before the pages moved to Astro.
 */
export function banPatterns(target: PurgeTarget, maxLength = 4000): string[] {
  if ("everything" in target) {
    return ["(?i)^/(blog|templates|sitemap\\.xml|og/blog|og/templates)([/.?]|$)"];
  }
  const wrap = (alternatives: string[]) =>
    `(?i)^(${alternatives.join("|")})(/|\\.data|/_\\.data)?(\\?.*)?$`;
  const patterns: string[] = [];
  let batch: string[] = [];
  for (const path of target.paths.map(escapeRegExp)) {
    if (batch.length > 0 && wrap([...batch, path]).length > maxLength) {
      patterns.push(wrap(batch));
      batch = [];
    }
    batch.push(path);
  }
  if (batch.length > 0) patterns.push(wrap(batch));
  return patterns;
}

/** Absolute URLs of a target, for CDNs that purge by URL (the `.data` pages included). */
export function purgeUrls(target: PurgeTarget, siteUrl: string): string[] {
  if ("everything" in target) return [];
  return target.paths.flatMap((path) =>
    path.endsWith(".png") || path.endsWith(".xml")
      ? [`${siteUrl}${path}`]
      : [`${siteUrl}${path}`, `${siteUrl}${path}.data`],
  );
}
