import { eq } from "drizzle-orm";

import type { StoredInquiry } from "#app/context";
import { inquiryType } from "#app/features/contact/contact.copy";
import {
  contactFieldNames,
  toWire,
  type ContactInput,
  type ContactValues,
} from "#app/features/contact/contact-fields";
import type { InquiryPayload } from "#app/features/contact/contact.schema";
import type { Database } from "#server/db/client";
import { newId } from "#server/db/ids";
import { contactInquiries } from "#server/db/schema";
import { leaseQueue, type DeliveryOutcome, type RetryOptions } from "./lease-queue";

/** The inquiries' SQL: stored once per idempotency key, then delivered through the lease queue. */
export type InquiryRow = typeof contactInquiries.$inferSelect;

/** `delivery.id` goes as the Idempotency-Key header: the provider can drop a repeat. */
export type SendInquiry = (payload: InquiryPayload, delivery?: { id: string }) => Promise<void>;

type StoreResult = StoredInquiry;

export interface StoreOptions {
  /** In the same transaction: never an inquiry without its e-mail, or the reverse. */
  queueNotification?: (tx: Database, id: string, now: Date) => Promise<void>;
}

export async function storeInquiry(
  db: Database,
  contact: ContactInput,
  idempotencyKey: string,
  now: Date = new Date(),
  options: StoreOptions = {},
): Promise<StoreResult> {
  const { queueNotification } = options;
  if (!queueNotification) return insertInquiry(db, contact, idempotencyKey, now);
  return db.transaction(async (tx) => {
    const stored = await insertInquiry(tx as unknown as Database, contact, idempotencyKey, now);
    if (!stored.duplicate) await queueNotification(tx as unknown as Database, stored.id, now);
    return stored;
  });
}

async function insertInquiry(
  db: Database,
  contact: ContactInput,
  idempotencyKey: string,
  now: Date,
): Promise<StoreResult> {
  const id = newId();
  const inserted = await db
    .insert(contactInquiries)
    .values({
      id,
      idempotencyKey,
      ...pickContact(contact),
      type: inquiryType,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: contactInquiries.idempotencyKey })
    .returning({ id: contactInquiries.id });
  if (inserted.length > 0) return { id, duplicate: false };
  const [existing] = await db
    .select({ id: contactInquiries.id })
    .from(contactInquiries)
    .where(eq(contactInquiries.idempotencyKey, idempotencyKey));
  if (!existing) throw new Error("idempotency key conflict without a stored row");
  return { id: existing.id, duplicate: true };
}

/** An inquiry's fields and its product identifier, by the fields' own names. */
export type StoredContact = ContactValues & { type: string };

const pickContact = (source: ContactInput): ContactValues =>
  Object.fromEntries(
    contactFieldNames.map((name) => [name, (source as Partial<ContactValues>)[name] ?? ""]),
  ) as ContactValues;

export const storedContact = (row: InquiryRow): StoredContact => ({
  ...pickContact(row),
  type: row.type,
});

/** The provider's body (call 2): the fields by their wire names, and `type`. */
export function providerPayload(row: InquiryRow): InquiryPayload {
  return { ...toWire(pickContact(row)), type: row.type };
}

export const inquiryQueue = leaseQueue({
  table: contactInquiries,
  key: contactInquiries.id,
  done: (now) => ({ status: "delivered", deliveredAt: now }),
  failed: (now) => ({ status: "failed", failedAt: now }),
});

export const deliverClaimed = (
  db: Database,
  send: SendInquiry,
  row: InquiryRow,
  options: RetryOptions,
): Promise<DeliveryOutcome> =>
  inquiryQueue.deliver(db, row, () => send(providerPayload(row), { id: row.id }), options);
