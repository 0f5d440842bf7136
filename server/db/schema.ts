import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The site's own tables. One schema for PGlite and PostgreSQL. Ids are 24 hex characters, the
 * shape the platform's clients expect of `_id`. The stand-in's tables are in
 * server/standin/schema.ts.
 */

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
    /**
     * pending: to be delivered (now or after a backoff); delivered: the provider accepted it;
     * failed: given up (a permanent refusal, or too many attempts) until someone retries it.
     */
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker delivers it, so two instances never send it twice at once. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** When delivery was given up; cleared by a retry. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (table) => [index("contact_inquiries_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Rate-limit counters shared by every instance on one database: one row per limiter key and
 * window. The window restarts in the same upsert that counts a hit (server/http/guards/rate-limit-store.ts),
 * so two instances counting one visitor never lose a hit.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** The limiter's prefix and the visitor's key, e.g. "page-actions:/contact 203.0.113.0". */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  // Expired rows are pruned by reset time.
  (table) => [index("rate_limit_hits_reset_at_idx").on(table.resetAt)],
);

/**
 * The e-mail to the sales team for each inquiry (SMTP_URL, INQUIRY_NOTIFY_TO): a delivery of
 * its own, so the mail goes out whatever the inquiry provider does, and is retried like it.
 * The row is created with its inquiry, in the same transaction, only while e-mail is configured.
 */
export const inquiryNotifications = pgTable(
  "inquiry_notifications",
  {
    inquiryId: text("inquiry_id")
      .primaryKey()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    /** pending: to be sent (now or after a backoff); sent: the SMTP server took it; failed: given up. */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker sends it, so two instances never send it twice at once. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("inquiry_notifications_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Every content version the sync applied (server/content-sync/sync.ts), newest last: the
 * newest is what the content tables hold, and a sync of an older revision is refused unless
 * forced (a deliberate rollback, recorded as such).
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the content files (server/content-sync/version.ts). */
    hash: text("hash").notNull(),
    /** The commit time of content/ or its newest `updatedAt`: only moves forward. */
    revision: timestamp("revision", { withTimezone: true }).notNull(),
    /** git, updatedAt or none. */
    source: text("source").notNull(),
    forced: boolean("forced").notNull().default(false),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_versions_applied_idx").on(table.appliedAt)],
);
