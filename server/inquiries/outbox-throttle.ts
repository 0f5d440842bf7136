import { and, eq, sql } from "drizzle-orm";

import type { Database } from "#server/db/client";
import { contactInquiries } from "#server/db/schema";

/**
 * When the inquiry provider says "slow down" (429) or "not now" (503), the whole outbox
 * pauses, for the provider's Retry-After when it gives one, else for a delay that doubles
 * with each refusal in a row. Trying the next rows one by one would only collect more
 * refusals (about 1,700 failed attempts a minute against a limit of 20 writes a minute) and
 * push every row's own backoff further out, though no row was at fault.
 */
const THROTTLE_STATUSES = new Set([429, 503]);

/** The longest pause a Retry-After can ask for; a longer one is a provider's mistake. */
export const MAX_PAUSE_MS = 60 * 60_000;

interface ProviderThrottle {
  /** Records a failed send; true when it was the provider asking us to wait. */
  observe(error: unknown): boolean;
  /** Records a delivery: the provider is taking inquiries again. */
  succeeded(): void;
  /** Milliseconds until the outbox may send again (0 when it may now). */
  remainingMs(): number;
  /** When sending may resume. */
  resumeAt(): Date;
}

export function createProviderThrottle(options: {
  baseMs: number;
  maxMs: number;
  now?: () => number;
}): ProviderThrottle {
  const now = options.now ?? Date.now;
  let until = 0;
  let refusalsInARow = 0;
  return {
    observe(error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (typeof status !== "number" || !THROTTLE_STATUSES.has(status)) return false;
      const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
      const askedMs =
        typeof asked === "number" && Number.isFinite(asked)
          ? Math.min(Math.max(asked, 0), MAX_PAUSE_MS)
          : undefined;
      // Refusals of sends already in flight when the pause began are the same event: a burst
      // of 50 concurrent refusals must not double the pause 50 times over. Only a longer
      // Retry-After the provider states extends it.
      if (now() < until) {
        if (askedMs !== undefined) until = Math.max(until, now() + askedMs);
        return true;
      }
      refusalsInARow++;
      const pause =
        typeof asked === "number" && Number.isFinite(asked)
          ? Math.min(Math.max(asked, 0), MAX_PAUSE_MS)
          : Math.min(options.maxMs, options.baseMs * 2 ** Math.min(refusalsInARow - 1, 30));
      until = Math.max(until, now() + pause);
      return true;
    },
    succeeded() {
      refusalsInARow = 0;
    },
    remainingMs: () => Math.max(0, until - now()),
    resumeAt: () => new Date(Math.max(until, now())),
  };
}

/**
 * Gives a claimed inquiry back to wait for the pause to end. By default without counting the
 * attempt, because the provider refused the traffic (429), not the inquiry; the caller keeps
 * the attempt for an unavailable provider (503), so one that stays down ends in `failed`.
 */
export async function releaseUntil(
  db: Database,
  id: string,
  resumeAt: Date,
  { refundAttempt = true }: { refundAttempt?: boolean } = {},
): Promise<void> {
  await db
    .update(contactInquiries)
    .set({
      lockedUntil: null,
      nextAttemptAt: resumeAt,
      ...(refundAttempt ? { attempts: sql`greatest(${contactInquiries.attempts} - 1, 0)` } : {}),
    })
    .where(and(eq(contactInquiries.id, id), eq(contactInquiries.status, "pending")));
}
