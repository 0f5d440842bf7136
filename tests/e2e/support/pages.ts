import fs from "node:fs";

import { prerenderPaths } from "../../../app/lib/prerender-paths";

/** A post of the seed content, for pages that need one. */
const seedPosts = JSON.parse(fs.readFileSync("content/seed/posts.json", "utf8")) as Array<{
  _id: string;
  slug?: string;
}>;
export const seedPostPath = `/blog/${seedPosts.find((post) => post.slug)!.slug}`;

/** Every page of the site a visitor can reach: prerendered and per-request ones. */
export const allPagePaths: readonly string[] = [
  ...prerenderPaths,
  "/templates",
  "/blog",
  seedPostPath,
];

/** Paths that serve another page under a second address (same title, canonical elsewhere). */
export const aliasPaths = new Set(["/privacy", "/demo/WhatsAppDemo"]);
