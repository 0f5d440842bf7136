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
import { contactColumns, contactSearchDocument } from "./contact-columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The site's own tables, one schema for PGlite and PostgreSQL; ids are 24 hex characters. */

/** The inquiries and their delivery to INQUIRY_URL: an outbox (docs/decisions/0001-outbox.md). */
export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    ...contactColumns(),
    type: text("type").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The desk's status of the lead; `status` is the delivery's. */
    leadStatus: text("lead_status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The desk user the lead is assigned to; null while nobody is. */
    ownerId: text("owner_id").references(() => deskUsers.id, { onDelete: "set null" }),
    /** `simple` configuration: no stemming, leads write in many languages. */
    search: tsvector("search").generatedAlwaysAs((): SQL =>
      contactSearchDocument(contactInquiries),
    ),
  },
  (table) => [
    index("contact_inquiries_due_idx").on(table.status, table.nextAttemptAt),
    index("contact_inquiries_search_idx").using("gin", table.search),
    index("contact_inquiries_created_idx").on(table.createdAt),
  ],
);

/** Rate-limit counters shared by every instance: the window restarts in the upsert that counts. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_hits_reset_at_idx").on(table.resetAt)],
);

/** The e-mail to sales: a delivery of its own, created in its inquiry's transaction. */
export const inquiryNotifications = pgTable(
  "inquiry_notifications",
  {
    inquiryId: text("inquiry_id")
      .primaryKey()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("inquiry_notifications_due_idx").on(table.status, table.nextAttemptAt)],
);

export const inquiryDeliveryEvents = pgTable(
  "inquiry_delivery_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["provider", "email"] }).notNull(),
    outcome: text("outcome", {
      enum: ["delivered", "sent", "retry", "failed", "paused", "requeued"],
    }).notNull(),
    attempt: integer("attempt").notNull().default(0),
    error: text("error"),
    byEmail: text("by_email"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_delivery_events_inquiry_idx").on(table.inquiryId, table.at)],
);

export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: text("id").primaryKey(),
    inquiryId: text("inquiry_id")
      .notNull()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => deskUsers.id, { onDelete: "set null" }),
    /** Kept as written: the note still names its author after the account is gone. */
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
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

/** Only the SHA-256 of the link's token is stored. */
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

/** The cookie carries a random id, the database its SHA-256, checked on every desk request. */
export const deskSessions = pgTable(
  "desk_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => deskUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last desk request of the session: idle longer than DESK_SESSION_IDLE_MINUTES, it ends. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("desk_sessions_user_idx").on(table.userId),
    index("desk_sessions_expires_idx").on(table.expiresAt),
  ],
);

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

/** Every content version the sync applied; an older revision is refused unless forced. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: text("id").primaryKey(),
    hash: text("hash").notNull(),
    revision: timestamp("revision", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    forced: boolean("forced").notNull().default(false),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_versions_applied_idx").on(table.appliedAt)],
);
