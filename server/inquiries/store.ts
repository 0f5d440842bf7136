import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";

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

/**
 * The outbox's SQL: a row is claimed (locked_until) before it is sent, so nobody sends it twice at once.
 */
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

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(Math.max(maxMs, baseMs), baseMs * 2 ** Math.min(exponent, 40));
}

const pending = eq(contactInquiries.status, "pending");
const due = (now: Date) =>
  and(
    pending,
    lte(contactInquiries.nextAttemptAt, now),
    or(isNull(contactInquiries.lockedUntil), lte(contactInquiries.lockedUntil, now)),
  );
const claim = (now: Date, leaseMs: number) => ({
  lockedUntil: new Date(now.getTime() + leaseMs),
  attempts: sql`${contactInquiries.attempts} + 1`,
});

export async function claimInquiry(
  db: Database,
  id: string,
  now: Date,
  leaseMs: number,
): Promise<InquiryRow | undefined> {
  const [row] = await db
    .update(contactInquiries)
    .set(claim(now, leaseMs))
    .where(and(eq(contactInquiries.id, id), due(now)))
    .returning();
  return row;
}

export async function claimDueInquiries(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<InquiryRow[]> {
  const candidates = db
    .select({ id: contactInquiries.id })
    .from(contactInquiries)
    .where(due(now))
    .orderBy(asc(contactInquiries.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  // `= any(array(…))` runs the locking subquery once; `in (…)` may rescan it and claim too many.
  return db
    .update(contactInquiries)
    .set(claim(now, leaseMs))
    .where(and(sql`${contactInquiries.id} = any(array(${candidates}))`, due(now)))
    .returning();
}

interface DeliveryOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  giveUp?: (error: unknown, attempts: number) => boolean;
  now?: () => Date;
}

type DeliveryOutcome =
  | { delivered: true; attempts: number }
  | { delivered: false; failed?: false; attempts: number; retryInMs: number; error: string }
  | { delivered: false; failed: true; attempts: number; error: string };

export async function deliverClaimed(
  db: Database,
  send: SendInquiry,
  row: InquiryRow,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const now = options.now ?? (() => new Date());
  try {
    await send(providerPayload(row), { id: row.id });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (options.giveUp?.(error, row.attempts)) {
      await db
        .update(contactInquiries)
        .set({
          status: "failed",
          failedAt: now(),
          lockedUntil: null,
          lastError: message.slice(0, 500),
        })
        .where(and(eq(contactInquiries.id, row.id), pending));
      return { delivered: false, failed: true, attempts: row.attempts, error: message };
    }
    const retryInMs = retryDelay(row.attempts, options.retryBaseMs, options.retryMaxMs);
    await db
      .update(contactInquiries)
      .set({
        lockedUntil: null,
        nextAttemptAt: new Date(now().getTime() + retryInMs),
        lastError: message.slice(0, 500),
      })
      .where(and(eq(contactInquiries.id, row.id), pending));
    return { delivered: false, attempts: row.attempts, retryInMs, error: message };
  }
  // Retried: a lost "delivered" would let the lease run out and the inquiry go out twice.
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .update(contactInquiries)
        .set({ status: "delivered", deliveredAt: now(), lockedUntil: null, lastError: null })
        .where(eq(contactInquiries.id, row.id));
      return { delivered: true, attempts: row.attempts };
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function nextDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        string | Date | null
      >`min(greatest(${contactInquiries.nextAttemptAt}, coalesce(${contactInquiries.lockedUntil}, ${contactInquiries.nextAttemptAt})))`,
    })
    .from(contactInquiries)
    .where(pending);
  const at = row?.at;
  if (at === null || at === undefined) return null;
  return new Date(at);
}
