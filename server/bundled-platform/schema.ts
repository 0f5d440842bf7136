import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { wireColumns } from "#server/db/contact-columns";

import type { TemplateSample } from "#app/shared/platform/platform.schema";

/** The bundled platform's tables; they share the site's database and migration history. */
export const agentTemplates = pgTable("agent_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  tags: jsonb("tags")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  category: text("category").notNull(),
  bannerImage: text("banner_image").notNull(),
  sample: jsonb("sample").$type<TemplateSample>(),
  position: integer("position").notNull().default(0),
});

export const blogCategories = pgTable("blog_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});

export const blogPosts = pgTable("blog_posts", {
  id: text("id").primaryKey(),
  slug: text("slug").unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  image: text("image"),
  readTime: text("read_time"),
  author: text("author"),
  categoryId: text("category_id").references(() => blogCategories.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
});

export const contentRedirects = pgTable("content_redirects", {
  fromPath: text("from_path").primaryKey(),
  toPath: text("to_path").notNull(),
});

export const builderAgents = pgTable("builder_agents", {
  id: text("id").primaryKey(),
  description: text("description").notNull(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const receivedInquiries = pgTable("received_inquiries", {
  id: text("id").primaryKey(),
  ...wireColumns(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
