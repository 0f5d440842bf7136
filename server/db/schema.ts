import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { DESK_ROLES, LEAD_STATUSES } from "#app/features/desk/desk.schema";

/** PostgreSQL's full-text document type (built in: no extension, the same on PGlite). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /** Where the sales team is with this lead (the desk's status; `status` is the delivery's). */
    leadStatus: text("lead_status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The desk user the lead is assigned to (changed on the desk); null while nobody is. */
    ownerId: text("owner_id").references(() => deskUsers.id, { onDelete: "set null" }),
    /**
     * The desk's search document: name, e-mail (whole and in parts), company, subject and
     * message, with the `simple` configuration (no stemming: leads write in many languages).
     */
    search: tsvector("search").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, ${contactInquiries.fullName} || ' ' || ${contactInquiries.email} || ' ' || translate(${contactInquiries.email}, '@.+_-', '     ') || ' ' || ${contactInquiries.company} || ' ' || ${contactInquiries.subject} || ' ' || ${contactInquiries.message})`,
    ),
  },
  (table) => [
    index("contact_inquiries_due_idx").on(table.status, table.nextAttemptAt),
    index("contact_inquiries_search_idx").using("gin", table.search),
    index("contact_inquiries_created_idx").on(table.createdAt),
  ],
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
 * Each attempt to deliver an inquiry (channel `provider`: INQUIRY_URL) or to e-mail it to the
 * sales team (`email`), and each retry asked for on the desk: the history the desk shows.
 */
export const inquiryDeliveryEvents = pgTable(
  "inquiry_delivery_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["provider", "email"] }).notNull(),
    /** delivered/sent, retry (will try again), failed (given up), paused (429), requeued (a retry). */
    outcome: text("outcome", {
      enum: ["delivered", "sent", "retry", "failed", "paused", "requeued"],
    }).notNull(),
    attempt: integer("attempt").notNull().default(0),
    error: text("error"),
    /** Who asked for a retry (requeued only). */
    byEmail: text("by_email"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_delivery_events_inquiry_idx").on(table.inquiryId, table.at)],
);

/** The desk's notes and status changes on a lead: who changed what, when. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: text("id").primaryKey(),
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => deskUsers.id, { onDelete: "set null" }),
    /** Kept as written, so the note still says who wrote it after the account is gone. */
    authorEmail: text("author_email").notNull(),
    statusFrom: text("status_from", { enum: LEAD_STATUSES }),
    statusTo: text("status_to", { enum: LEAD_STATUSES }),
    /** True when this save gave the lead another owner: `owner_to`'s e-mail, or nobody (null). */
    ownerChanged: boolean("owner_changed").notNull().default(false),
    ownerTo: text("owner_to"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_notes_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

/**
 * The people who use the desk. The environment account (DESK_EMAIL, DESK_PASSWORD_HASH) only
 * creates the first admin; everyone else joins by an invitation.
 */
export const deskUsers = pgTable("desk_users", {
  id: text("id").primaryKey(),
  /** Lower case: e-mails are compared case-insensitively. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: DESK_ROLES }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  invitedBy: text("invited_by"),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  /** A disabled account cannot sign in and its sessions are gone. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

/** One-time invitation links; only the SHA-256 of the link's token is stored. */
export const deskInvites = pgTable("desk_invites", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  role: text("role", { enum: DESK_ROLES }).notNull(),
  invitedBy: text("invited_by").references(() => deskUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Signed-in desk sessions: the cookie carries a random id, the database its SHA-256. Every desk
 * request looks it up, so signing out, a password change or a disabled account ends it at once.
 */
export const deskSessions = pgTable(
  "desk_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => deskUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("desk_sessions_user_idx").on(table.userId),
    index("desk_sessions_expires_idx").on(table.expiresAt),
  ],
);

/**
 * Sign-in attempts per key (an e-mail and address pair, an address, an e-mail): how many in a
 * row without success, and when the next one may be checked (server/desk/sign-in-throttle.ts).
 */
export const deskSignInThrottle = pgTable(
  "desk_sign_in_throttle",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("desk_sign_in_throttle_updated_idx").on(table.updatedAt)],
);

/** What was done on the desk: sign-ins, exports, retries, status changes, invitations. */
export const deskAudit = pgTable(
  "desk_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    inquiryId: text("inquiry_id"),
    detail: jsonb("detail")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    address: text("address"),
  },
  (table) => [index("desk_audit_at_idx").on(table.at)],
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
