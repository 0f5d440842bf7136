import { pathAliases } from "#app/shared/site-map/path-aliases";
import { sitePrerenderPaths } from "#app/features/sitemap/site-pages";
import { readContentFiles } from "#server/content-sync/files";

/** A published post of the content files (content/blog), for pages that need one. */
export const seedPostPath = `/blog/${
  readContentFiles().posts.find(
    (post) => post.slug && !post.draft && post.createdAt.getTime() <= Date.now(),
  )!.slug
}`;

/** Every page of the site a visitor can reach: prerendered and per-request ones. */
export const allPagePaths: readonly string[] = [
  ...sitePrerenderPaths,
  "/templates",
  "/blog",
  seedPostPath,
];

/** Paths that serve another page under a second address (same title, canonical elsewhere). */
export const aliasPaths = new Set(Object.keys(pathAliases));
