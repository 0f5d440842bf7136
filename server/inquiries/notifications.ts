import { sql } from "drizzle-orm";

import type { Database } from "#server/db/client";
import { contactInquiries, inquiryNotifications } from "#server/db/schema";
import { leaseQueue, type DeliveryOutcome, type RetryOptions } from "./lease-queue";
import { storedContact, type StoredContact } from "./store";

/** The inquiry e-mails' rows, in a lease queue of their own beside the inquiries' (store.ts). */
type NotificationRow = typeof inquiryNotifications.$inferSelect;

export interface ClaimedNotification {
  inquiryId: string;
  attempts: number;
  contact: StoredContact;
}

export type SendNotification = (inquiryId: string, contact: StoredContact) => Promise<void>;

const notificationQueue = leaseQueue({
  table: inquiryNotifications,
  key: inquiryNotifications.inquiryId,
  done: (now) => ({ status: "sent", sentAt: now }),
  failed: () => ({ status: "failed" }),
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
  const row = await notificationQueue.claim(db, inquiryId, now, leaseMs);
  return (await withInquiries(db, row ? [row] : []))[0];
}

export async function claimDueNotifications(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedNotification[]> {
  return withInquiries(db, await notificationQueue.claimDue(db, now, leaseMs, limit));
}

export const deliverNotification = (
  db: Database,
  send: SendNotification,
  claimed: ClaimedNotification,
  options: RetryOptions,
): Promise<DeliveryOutcome> =>
  notificationQueue.deliver(
    db,
    { id: claimed.inquiryId, attempts: claimed.attempts },
    () => send(claimed.inquiryId, claimed.contact),
    options,
  );

export const nextNotificationDueAt = (db: Database) => notificationQueue.nextDueAt(db);
