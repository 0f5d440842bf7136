import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

import type { Database } from "#server/db/client";

/**
 * Deliveries any instance may send (docs/decisions/0001-outbox.md): a row is claimed with a lease
 * before it is sent, so nobody sends it twice at once. Inquiries and their e-mails are two queues.
 */
type LeaseTable = PgTable & {
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
};

type Values = Record<string, unknown>;

interface LeaseQueueSpec<Table extends LeaseTable> {
  table: Table;
  key: PgColumn;
  done: (now: Date) => Values;
  failed: (now: Date) => Values;
}

export interface RetryOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  giveUp?: (error: unknown, attempts: number) => boolean;
  now?: () => Date;
}

export type DeliveryOutcome =
  | { done: true; attempts: number }
  | { done: false; failed?: false; attempts: number; retryInMs: number; error: string }
  | { done: false; failed: true; attempts: number; error: string };

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(Math.max(maxMs, baseMs), baseMs * 2 ** Math.min(exponent, 40));
}

export function leaseQueue<Table extends LeaseTable>(spec: LeaseQueueSpec<Table>) {
  type Row = Table["$inferSelect"];
  const { table, key } = spec;
  const pending = eq(table.status, "pending");
  const due = (now: Date) =>
    and(
      pending,
      lte(table.nextAttemptAt, now),
      or(isNull(table.lockedUntil), lte(table.lockedUntil, now)),
    );
  const claim = (now: Date, leaseMs: number) => ({
    lockedUntil: new Date(now.getTime() + leaseMs),
    attempts: sql`${table.attempts} + 1`,
  });
  const update = (db: Database, values: Values) =>
    db.update(table as PgTable).set(values as PgUpdateSetSource<PgTable>);

  return {
    async claim(db: Database, id: string, now: Date, leaseMs: number): Promise<Row | undefined> {
      const [row] = await update(db, claim(now, leaseMs))
        .where(and(eq(key, id), due(now)))
        .returning();
      return row as Row | undefined;
    },

    async claimDue(db: Database, now: Date, leaseMs: number, limit: number): Promise<Row[]> {
      const candidates = db
        .select({ id: key })
        .from(table as PgTable)
        .where(due(now))
        .orderBy(asc(table.nextAttemptAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      // `= any(array(…))` runs the locking subquery once; `in (…)` may rescan it and claim too many.
      return (await update(db, claim(now, leaseMs))
        .where(and(sql`${key} = any(array(${candidates}))`, due(now)))
        .returning()) as Row[];
    },

    async deliver(
      db: Database,
      claimed: { id: string; attempts: number },
      send: () => Promise<void>,
      options: RetryOptions,
    ): Promise<DeliveryOutcome> {
      const now = options.now ?? (() => new Date());
      const { attempts } = claimed;
      const stillPending = and(eq(key, claimed.id), pending);
      try {
        await send();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const lastError = message.slice(0, 500);
        if (options.giveUp?.(error, attempts)) {
          await update(db, { ...spec.failed(now()), lockedUntil: null, lastError }).where(
            stillPending,
          );
          return { done: false, failed: true, attempts, error: message };
        }
        const retryInMs = retryDelay(attempts, options.retryBaseMs, options.retryMaxMs);
        const nextAttemptAt = new Date(now().getTime() + retryInMs);
        await update(db, { lockedUntil: null, nextAttemptAt, lastError }).where(stillPending);
        return { done: false, attempts, retryInMs, error: message };
      }
      // Retried: a lost "done" would let the lease run out and the delivery go out twice.
      for (let attempt = 1; ; attempt++) {
        try {
          await update(db, { ...spec.done(now()), lockedUntil: null, lastError: null }).where(
            eq(key, claimed.id),
          );
          return { done: true, attempts };
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    },

    /** When the earliest pending row is due (its lease run out): the worker sleeps until then. */
    async nextDueAt(db: Database): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<
            string | Date | null
          >`min(greatest(${table.nextAttemptAt}, coalesce(${table.lockedUntil}, ${table.nextAttemptAt})))`,
        })
        .from(table as PgTable)
        .where(pending);
      const at = row?.at;
      return at === null || at === undefined ? null : new Date(at);
    },
  };
}
