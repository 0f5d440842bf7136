import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";

import type { Database } from "#server/db/client";
import { contactInquiries, inquiryNotifications } from "#server/db/schema";
import { retryDelay, storedContact, type StoredContact } from "./store";

/** The inquiry e-mails' rows, claimed and retried like the inquiries themselves (store.ts). */
type NotificationRow = typeof inquiryNotifications.$inferSelect;

export interface ClaimedNotification {
  inquiryId: string;
  attempts: number;
  contact: StoredContact;
}

export type SendNotification = (inquiryId: string, contact: StoredContact) => Promise<void>;

const pending = eq(inquiryNotifications.status, "pending");
const due = (now: Date) =>
  and(
    pending,
    lte(inquiryNotifications.nextAttemptAt, now),
    or(isNull(inquiryNotifications.lockedUntil), lte(inquiryNotifications.lockedUntil, now)),
  );
const claim = (now: Date, leaseMs: number) => ({
  lockedUntil: new Date(now.getTime() + leaseMs),
  attempts: sql`${inquiryNotifications.attempts} + 1`,
});

async function withInquiries(
  db: Database,
  rows: readonly NotificationRow[],
): Promise<ClaimedNotification[]> {
  if (rows.length === 0) return [];
  const inquiries = await db
    .select()
    .from(contactInquiries)
    .where(
      sql`${contactInquiries.id} = any(${sql.param(rows.map((row) => row.inquiryId))}::text[])`,
    );
  const byId = new Map(inquiries.map((inquiry) => [inquiry.id, inquiry]));
  return rows.flatMap((row) => {
    const inquiry = byId.get(row.inquiryId);
    return inquiry
      ? [{ inquiryId: row.inquiryId, attempts: row.attempts, contact: storedContact(inquiry) }]
      : [];
  });
}

/** Call it in the transaction that stores the inquiry. */
export async function queueNotification(db: Database, inquiryId: string, now: Date) {
  await db.insert(inquiryNotifications).values({ inquiryId, nextAttemptAt: now });
}

export async function claimNotification(
  db: Database,
  inquiryId: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedNotification | undefined> {
  const rows = await db
    .update(inquiryNotifications)
    .set(claim(now, leaseMs))
    .where(and(eq(inquiryNotifications.inquiryId, inquiryId), due(now)))
    .returning();
  return (await withInquiries(db, rows))[0];
}

export async function claimDueNotifications(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedNotification[]> {
  const candidates = db
    .select({ id: inquiryNotifications.inquiryId })
    .from(inquiryNotifications)
    .where(due(now))
    .orderBy(asc(inquiryNotifications.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(inquiryNotifications)
    .set(claim(now, leaseMs))
    .where(and(sql`${inquiryNotifications.inquiryId} = any(array(${candidates}))`, due(now)))
    .returning();
  return withInquiries(db, rows);
}

interface NotificationDeliveryOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  giveUp: (error: unknown, attempts: number) => boolean;
  now?: () => Date;
}

type NotificationOutcome =
  { sent: true } | { sent: false; failed: boolean; retryInMs?: number; error: string };

export async function deliverNotification(
  db: Database,
  send: SendNotification,
  claimed: ClaimedNotification,
  options: NotificationDeliveryOptions,
): Promise<NotificationOutcome> {
  const now = options.now ?? (() => new Date());
  const where = and(eq(inquiryNotifications.inquiryId, claimed.inquiryId), pending);
  try {
    await send(claimed.inquiryId, claimed.contact);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (options.giveUp(error, claimed.attempts)) {
      await db
        .update(inquiryNotifications)
        .set({ status: "failed", lockedUntil: null, lastError: message })
        .where(where);
      return { sent: false, failed: true, error: message };
    }
    const retryInMs = retryDelay(claimed.attempts, options.retryBaseMs, options.retryMaxMs);
    await db
      .update(inquiryNotifications)
      .set({
        lockedUntil: null,
        nextAttemptAt: new Date(now().getTime() + retryInMs),
        lastError: message,
      })
      .where(where);
    return { sent: false, failed: false, retryInMs, error: message };
  }
  // Retried: a lost "sent" would let the lease run out and the mail go out twice.
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .update(inquiryNotifications)
        .set({ status: "sent", sentAt: now(), lockedUntil: null, lastError: null })
        .where(eq(inquiryNotifications.inquiryId, claimed.inquiryId));
      return { sent: true };
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function nextNotificationDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        string | Date | null
      >`min(greatest(${inquiryNotifications.nextAttemptAt}, coalesce(${inquiryNotifications.lockedUntil}, ${inquiryNotifications.nextAttemptAt})))`,
    })
    .from(inquiryNotifications)
    .where(pending);
  const at = row?.at;
  return at === null || at === undefined ? null : new Date(at);
}
