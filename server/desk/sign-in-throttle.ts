import { createHash } from "node:crypto";

import type { Database } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";

/**
 * The desk's sign-in throttle: it slows guessing down and never locks the right password out.
 *
 * - Attempts are counted per e-mail **and** address together: five wrong passwords from one
 *   address slow down that address for that e-mail only, never the owner signing in elsewhere.
 * - Past a few free attempts, the next one is checked only after a delay that doubles with each
 *   attempt (1 s, 2 s, 4 s, … up to 15 minutes); an attempt before then is answered "try again
 *   in N seconds" without checking the password. Nothing is ever blocked for good.
 * - An address trying many e-mails is slowed down the same way, after more free attempts.
 * - An e-mail tried from many addresses is never slowed down (that would let anyone lock its
 *   owner out); the pattern is logged at warn level instead.
 * - A successful sign-in clears the counts of its e-mail and address.
 *
 * Counted in the database (`desk_sign_in_throttle`), so every instance on one PostgreSQL
 * counts together; each attempt claims its slot in one statement, so concurrent attempts
 * cannot all slip in before the delay is recorded.
 */
export interface SignInThrottle {
  attempt(
    address: string,
    email: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  succeeded(address: string, email: string): Promise<void>;
}

export interface SignInThrottleOptions {
  db: Database;
  /** Attempts per e-mail and address before the delay starts. */
  freeAttempts?: number;
  /** Attempts per address (any e-mail) before the delay starts. */
  addressFreeAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Counts start again after this long without an attempt. */
  forgetAfterMs?: number;
  now?: () => Date;
  log?: (fields: Record<string, unknown>) => void;
}

/** Keys are hashed: bounded length, and no e-mail address stored in the counters. */
const keyOf = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash("sha256").update(parts.join("\n")).digest("base64url")}`;

/** No delay: the e-mail's own count is only watched (a delay there would be a lock-out). */
const NEVER = 1_000_000_000;

/**
 * Counts an attempt on `key` if its delay is over (or forgotten), sets the next delay, and
 * answers the attempt number; no row when the attempt comes too early.
 */
const CLAIM = `
  insert into desk_sign_in_throttle as t (key, attempts, not_before, updated_at)
  values ($1, 1, $2::timestamptz, $2::timestamptz)
  on conflict (key) do update set
    attempts = case when t.updated_at < $3::timestamptz then 1 else t.attempts + 1 end,
    not_before = $2::timestamptz + interval '1 millisecond' * (
      case when (case when t.updated_at < $3::timestamptz then 1 else t.attempts + 1 end) < $4::int
           then 0
           else least($6::float8, $5::float8 * power(2, (case when t.updated_at < $3::timestamptz
                then 1 else t.attempts + 1 end) - $4::int))
      end),
    updated_at = $2::timestamptz
  where t.not_before <= $2::timestamptz or t.updated_at < $3::timestamptz
  returning attempts`;

export function createSignInThrottle(options: SignInThrottleOptions): SignInThrottle {
  const run = rawQuery(options.db);
  const free = options.freeAttempts ?? 5;
  const addressFree = options.addressFreeAttempts ?? 20;
  const baseMs = options.baseDelayMs ?? 1000;
  const maxMs = options.maxDelayMs ?? 15 * 60_000;
  const forgetMs = options.forgetAfterMs ?? 24 * 3_600_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  async function claim(key: string, freeAttempts: number, at: Date): Promise<number | undefined> {
    const forgetBefore = new Date(at.getTime() - forgetMs);
    const [row] = await run(CLAIM, [
      key,
      at.toISOString(),
      forgetBefore.toISOString(),
      freeAttempts,
      baseMs,
      maxMs,
    ]);
    return row ? Number(row.attempts) : undefined;
  }

  async function retryAfterSeconds(keys: string[], at: Date): Promise<number> {
    const [row] = await run(
      "select max(not_before) as until from desk_sign_in_throttle where key = any($1::text[])",
      [keys],
    );
    const until = row?.until ? new Date(row.until as string).getTime() : at.getTime();
    return Math.max(1, Math.ceil((until - at.getTime()) / 1000));
  }

  return {
    async attempt(address, rawEmail) {
      const email = rawEmail.trim().toLowerCase();
      const at = now();
      const pairKey = keyOf("pair", email, address);
      const addressKey = keyOf("address", address);
      const pair = await claim(pairKey, free, at);
      const fromAddress = pair === undefined ? undefined : await claim(addressKey, addressFree, at);
      // The e-mail's own count: only watched, so a pattern across addresses shows in the log.
      const forEmail = await claim(keyOf("email", email), NEVER, at);
      if (forEmail !== undefined && forEmail >= 10 && (forEmail & (forEmail - 1)) === 0) {
        log({
          level: "warn",
          message: "desk sign-in: many attempts for one e-mail without success",
          email,
          attempts: forEmail,
        });
      }
      if (pair === free || fromAddress === addressFree) {
        log({
          level: "warn",
          message:
            pair === free
              ? "desk sign-in: repeated failures for one e-mail from one address; slowing down"
              : "desk sign-in: many e-mails tried from one address; slowing down",
          email,
          address,
        });
      }
      if (pair !== undefined && fromAddress !== undefined) return { allowed: true };
      const wait = await retryAfterSeconds([pairKey, addressKey], at);
      log({
        level: "info",
        message: "desk sign-in attempt too early; asked to wait",
        email,
        address,
        retryAfterSeconds: wait,
      });
      return { allowed: false, retryAfterSeconds: wait };
    },
    async succeeded(address, rawEmail) {
      const email = rawEmail.trim().toLowerCase();
      await run("delete from desk_sign_in_throttle where key = any($1::text[])", [
        [keyOf("pair", email, address), keyOf("address", address), keyOf("email", email)],
      ]);
      // Counts nobody touched for a long time (a cheap prune on the rare successful path).
      await run("delete from desk_sign_in_throttle where updated_at < $1::timestamptz", [
        new Date(now().getTime() - forgetMs).toISOString(),
      ]);
    },
  };
}
