import fs from "node:fs";

import { pathAliases } from "../../../app/lib/path-aliases";
import { sitePrerenderPaths } from "../../../app/lib/site-routes";

/** A post of the seed content, for pages that need one. */
const seedPosts = JSON.parse(fs.readFileSync("content/seed/posts.json", "utf8")) as Array<{
  _id: string;
  slug?: string;
}>;
export const seedPostPath = `/blog/${seedPosts.find((post) => post.slug)!.slug}`;

/** Every page of the site a visitor can reach: prerendered and per-request ones. */
export const allPagePaths: readonly string[] = [
  ...sitePrerenderPaths,
  "/templates",
  "/blog",
  seedPostPath,
];

/** Paths that serve another page under a second address (same title, canonical elsewhere). */
export const aliasPaths = new Set(Object.keys(pathAliases));
