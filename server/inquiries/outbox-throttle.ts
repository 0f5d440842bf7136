import { and, eq, sql } from "drizzle-orm";

import type { Database } from "#server/db/client";
import { contactInquiries } from "#server/db/schema";

/**
 * On 429 or 503 the whole outbox pauses (Retry-After, else a doubling delay): trying rows one by
 * one would only collect refusals and push every row's backoff out, though no row was at fault.
 */
const THROTTLE_STATUSES = new Set([429, 503]);

/** Longer is a provider's mistake. */
export const MAX_PAUSE_MS = 60 * 60_000;

interface ProviderThrottle {
  observe(error: unknown): boolean;
  succeeded(): void;
  remainingMs(): number;
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
      // Refusals of sends in flight when the pause began are one event: only a longer Retry-After extends it.
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
 * No attempt counted for a 429 (the traffic was refused, not the inquiry); the caller counts a 503.
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
