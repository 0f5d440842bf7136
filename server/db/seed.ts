import fs from "node:fs";

import { z } from "zod";

import { fromRoot } from "../paths";
import type { Database } from "./client";
import { agentTemplates, blogCategories, blogPosts } from "../standin/schema";

/** The seed files' shapes (content/seed/*.json): checked, so a typo fails loudly at start. */
const seedTemplate = z.object({
  _id: z.string().regex(/^[0-9a-f]{24}$/),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  category: z.string(),
  bannerImage: z.string(),
});
const seedCategory = z.object({
  _id: z.string().regex(/^[0-9a-f]{24}$/),
  categoryName: z.string(),
});
const seedPost = z.object({
  _id: z.string().regex(/^[0-9a-f]{24}$/),
  slug: z.string().optional(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  readTime: z.string(),
  author: z.string().optional(),
  categoryId: z.string(),
  createdAt: z.iso.datetime(),
});

function readSeed<T>(file: string, schema: z.ZodType<T>): T[] {
  const raw: unknown = JSON.parse(fs.readFileSync(fromRoot("content/seed", file), "utf8"));
  return z.array(schema).parse(raw);
}

/**
 * Loads the seed content. Idempotent: rows that exist (by id) are left alone, so a restart
 * neither duplicates content nor overwrites edits made in the database.
 */
export async function seedDatabase(db: Database): Promise<void> {
  const categories = readSeed("categories.json", seedCategory);
  const templates = readSeed("templates.json", seedTemplate);
  const posts = readSeed("posts.json", seedPost);

  await db
    .insert(blogCategories)
    .values(categories.map((c, position) => ({ id: c._id, name: c.categoryName, position })))
    .onConflictDoNothing();
  await db
    .insert(agentTemplates)
    .values(
      templates.map((t, position) => ({
        id: t._id,
        name: t.name,
        description: t.description,
        tags: t.tags,
        category: t.category,
        bannerImage: t.bannerImage,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(blogPosts)
    .values(
      posts.map((p) => ({
        id: p._id,
        slug: p.slug ?? null,
        title: p.title,
        description: p.description,
        image: p.image,
        readTime: p.readTime,
        author: p.author ?? null,
        categoryId: p.categoryId,
        createdAt: new Date(p.createdAt),
      })),
    )
    .onConflictDoNothing();
}
