import { href } from "#app/shared/site-map/href";

/** What a content sync changed, and the URLs a shared cache must drop because of it. */
export interface ContentChange {
  posts: Array<{ id: string; slugs: string[] }>;
  templates: boolean;
  categories: boolean;
}

export type PurgeTarget = { paths: string[] } | { everything: true };

interface PostRow {
  id: string;
  slug: string | null;
}

/** A category's name shows on every post, so a category change counts every post. */
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

const LISTING_PATHS = [
  href("/blog"),
  href("/blog/rss.xml"),
  href("/templates"),
  href("/sitemap.xml"),
  "/og/blog.png",
  "/og/templates.png",
];

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

/** Case-insensitive, as the guards count paths; each no longer than a header line. */
export function banPatterns(target: PurgeTarget, maxLength = 4000): string[] {
  if ("everything" in target) {
    return ["(?i)^/(blog|templates|sitemap\\.xml|og/blog|og/templates)([/.?]|$)"];
  }
  const wrap = (alternatives: string[]) => `(?i)^(${alternatives.join("|")})/?(\\?.*)?$`;
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

export function purgeUrls(target: PurgeTarget, siteUrl: string): string[] {
  if ("everything" in target) return [];
  return target.paths.map((path) => `${siteUrl}${path}`);
}
