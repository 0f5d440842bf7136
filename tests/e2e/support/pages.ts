import { prerenderPaths } from "../../../app/lib/prerender-paths";
import { readContentFiles } from "../../../server/content/files";

/** A published post of the content files (content/blog), for pages that need one. */
export const seedPostPath = `/blog/${
  readContentFiles().posts.find(
    (post) => post.slug && !post.draft && post.createdAt.getTime() <= Date.now(),
  )!.slug
}`;

/** Every page of the site a visitor can reach: prerendered and per-request ones. */
export const allPagePaths: readonly string[] = [
  ...prerenderPaths,
  "/templates",
  "/blog",
  seedPostPath,
];

/** Paths that serve another page under a second address (same title, canonical elsewhere). */
export const aliasPaths = new Set(["/privacy", "/demo/WhatsAppDemo"]);
