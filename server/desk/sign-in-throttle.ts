import { createHash } from "node:crypto";

import type { Database } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";

/**
 * The desk's password throttle, for the sign-in form and the current password of the account
 * page alike: it slows guessing down and never locks the right password out where its owner
 * has signed in before.
 *
 * - Attempts are counted per e-mail **and** address together: five wrong passwords from one
 *   address slow down that address for that e-mail only, never the owner signing in elsewhere.
 * - Past a few free attempts, the next one is checked only after a delay that doubles with each
 *   attempt (1 s, 2 s, 4 s, … up to 15 minutes); an attempt before then is answered "try again
 *   in N seconds" without checking the password. Nothing is ever blocked for good.
 * - An address trying many e-mails is slowed down the same way, after more free attempts.
 * - An account tried from many addresses is slowed down the same way after 10 attempts in a row
 *   without success, but only for addresses it has never signed in from: a guesser spreading
 *   over many addresses gets a few guesses per quarter of an hour, while the owner (and the
 *   colleagues behind the office's one address) are never slowed by what other addresses did.
 *   A place where the account signed in within the last 90 days is "known"; the address-wide
 *   count does not apply there either.
 * - A success clears the counts of its e-mail and address and makes the pair known.
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
  freeAttempts?: number;
  addressFreeAttempts?: number;
  /** Attempts per account from addresses it never signed in from, before the delay starts. */
  accountFreeAttempts?: number;
  /** How long a pair that signed in stays known. */
  knownForMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  forgetAfterMs?: number;
  now?: () => Date;
  log?: (fields: Record<string, unknown>) => void;
}

/** Hashed: bounded length, and no e-mail address stored in the counters. */
const keyOf = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash("sha256").update(parts.join("\n")).digest("base64url")}`;

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
  const accountFree = options.accountFreeAttempts ?? 10;
  const baseMs = options.baseDelayMs ?? 1000;
  const maxMs = options.maxDelayMs ?? 15 * 60_000;
  const forgetMs = options.forgetAfterMs ?? 24 * 3_600_000;
  const knownForMs = options.knownForMs ?? 90 * 24 * 3_600_000;
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

  async function retryAfterSeconds(key: string, at: Date): Promise<number> {
    const [row] = await run(
      "select not_before as until from desk_sign_in_throttle where key = $1",
      [key],
    );
    const until = row?.until ? new Date(row.until as string).getTime() : at.getTime();
    return Math.max(1, Math.ceil((until - at.getTime()) / 1000));
  }

  async function isKnown(key: string, at: Date): Promise<boolean> {
    const since = new Date(at.getTime() - knownForMs).toISOString();
    const rows = await run(
      "select 1 from desk_sign_in_throttle where key = $1 and updated_at >= $2::timestamptz",
      [key, since],
    );
    return rows.length > 0;
  }

  /** The key that refuses this attempt, if any; counting the attempt on each key it passes. */
  async function claimAll(
    email: string,
    address: string,
    at: Date,
  ): Promise<{ refusedBy?: string }> {
    const pair = await claim(keyOf("pair", email, address), free, at);
    if (pair === undefined) return { refusedBy: keyOf("pair", email, address) };
    if (pair === free) {
      log({
        level: "warn",
        message: "desk sign-in: repeated failures for one e-mail from one address; slowing down",
        email,
        address,
      });
    }
    // Where the account has signed in before, only the pair's own count applies.
    if (await isKnown(keyOf("known", email, address), at)) return {};
    const fromAddress = await claim(keyOf("address", address), addressFree, at);
    if (fromAddress === undefined) return { refusedBy: keyOf("address", address) };
    if (fromAddress === addressFree) {
      log({
        level: "warn",
        message: "desk sign-in: many e-mails tried from one address; slowing down",
        email,
        address,
      });
    }
    const forAccount = await claim(keyOf("account", email), accountFree, at);
    if (forAccount === undefined) return { refusedBy: keyOf("account", email) };
    if (forAccount === accountFree) {
      log({
        level: "warn",
        message:
          "desk sign-in: many failures for one account from addresses it never signed in from; slowing those down",
        email,
        address,
      });
    }
    return {};
  }

  return {
    async attempt(address, rawEmail) {
      const email = rawEmail.trim().toLowerCase();
      const at = now();
      const { refusedBy } = await claimAll(email, address, at);
      if (refusedBy === undefined) return { allowed: true };
      const wait = await retryAfterSeconds(refusedBy, at);
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
      const at = now().toISOString();
      await run("delete from desk_sign_in_throttle where key = any($1::text[])", [
        [keyOf("pair", email, address), keyOf("address", address), keyOf("account", email)],
      ]);
      await run(
        `insert into desk_sign_in_throttle (key, attempts, not_before, updated_at)
         values ($1, 0, $2::timestamptz, $2::timestamptz)
         on conflict (key) do update set updated_at = excluded.updated_at`,
        [keyOf("known", email, address), at],
      );
      // Counts nobody touched for a long time (a cheap prune on the rare successful path).
      await run(
        `delete from desk_sign_in_throttle
         where (key not like 'known:%' and updated_at < $1::timestamptz)
            or (key like 'known:%' and updated_at < $2::timestamptz)`,
        [
          new Date(now().getTime() - forgetMs).toISOString(),
          new Date(now().getTime() - knownForMs).toISOString(),
        ],
      );
    },
  };
}
