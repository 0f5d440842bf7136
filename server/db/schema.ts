import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One schema for PGlite and PostgreSQL. Ids are 24 hex characters, the shape the platform's
 * clients expect of `_id`.
 */
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
});

/** Agents created from the home page's description (spec call 1). */
export const builderAgents = pgTable("builder_agents", {
  id: text("id").primaryKey(),
  description: text("description").notNull(),
  type: text("type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What the bundled inquiry provider received (spec call 2, provider side). */
export const receivedInquiries = pgTable("received_inquiries", {
  id: text("id").primaryKey(),
  fullName: text("full_name").notNull(),
  email: text("email_add").notNull(),
  company: text("company").notNull().default(""),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  country: text("country").notNull(),
  phone: text("phone_num").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's own inquiries and their delivery to INQUIRY_URL: an outbox in the database, so
 * an inquiry the site accepted survives restarts and provider outages.
 */
export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: text("id").primaryKey(),
    /** From the form, so a double click or a retried request stores one inquiry. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    fullName: text("full_name").notNull(),
    email: text("email_add").notNull(),
    company: text("company").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    country: text("country").notNull(),
    phone: text("phone_num").notNull(),
    type: text("type").notNull(),
    status: text("status", { enum: ["pending", "delivered"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker delivers it, so two instances never send it twice at once. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [index("contact_inquiries_due_idx").on(table.status, table.nextAttemptAt)],
);
