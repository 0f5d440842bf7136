import { and, asc, desc, eq, lte, or } from "drizzle-orm";
import { Router } from "express";

import type { Database } from "#server/db/client";
import { agentTemplates, blogCategories, blogPosts } from "#server/bundled-platform/schema";
import { sendError } from "./errors";

/** A post row with its category, as the API answers it (call 5's post shape). */
type PostRow = {
  post: typeof blogPosts.$inferSelect;
  category: { id: string; name: string } | null;
};
export const toApiPost = ({ post, category }: PostRow) => ({
  _id: post.id,
  ...(post.slug ? { slug: post.slug } : {}),
  title: post.title,
  description: post.description,
  image: post.image,
  readTime: post.readTime,
  ...(post.author ? { author: post.author } : {}),
  date: post.createdAt.toISOString(),
  createdAt: post.createdAt.toISOString(),
  ...(post.updatedAt ? { updatedAt: post.updatedAt.toISOString() } : {}),
  categoryId: category ? { _id: category.id, categoryName: category.name } : null,
});

/** Read-only content: templates and blog (calls 3 to 6, docs/requirements/platform-api.md). */
export function contentRouter(db: Database): Router {
  const router = Router();

  router.get("/agentTemplate/getTemplates", async (_req, res) => {
    const rows = await db.select().from(agentTemplates).orderBy(asc(agentTemplates.position));
    res.json({
      data: {
        data: rows.map((row) => ({
          _id: row.id,
          agentId: { name: row.name },
          description: row.description,
          tags: row.tags,
          category: row.category,
          bannerImage: row.bannerImage,
          ...(row.sample ? { sample: row.sample } : {}),
        })),
      },
    });
  });

  router.get("/blogcategory/getCategories", async (_req, res) => {
    const rows = await db.select().from(blogCategories).orderBy(asc(blogCategories.position));
    res.json(rows.map((row) => ({ _id: row.id, categoryName: row.name })));
  });

  const posts = () =>
    db
      .select({ post: blogPosts, category: { id: blogCategories.id, name: blogCategories.name } })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id));
  // A post dated in the future (a scheduled one) is hidden until then; checked at each read,
  // so it appears on time without a restart or another content sync.
  const published = () => lte(blogPosts.createdAt, new Date());

  router.get("/blogs/getAllBlogs", async (_req, res) => {
    const rows = await posts().where(published()).orderBy(desc(blogPosts.createdAt));
    res.json(rows.map(toApiPost));
  });

  router.get("/blogs/getBlogById/:id", async (req, res) => {
    const id = req.params.id;
    // No post has such an id, and PostgreSQL refuses U+0000 in a query parameter.
    const [row] =
      id.length > 200 || id.includes("\u0000")
        ? []
        : await posts()
            .where(and(published(), or(eq(blogPosts.id, id), eq(blogPosts.slug, id))))
            .limit(1);
    if (!row) {
      sendError(res, 404, "not_found", "No blog post has this id or slug.");
      return;
    }
    res.json(toApiPost(row));
  });

  return router;
}
