import { createHash } from "node:crypto";

import type { Database } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";

/**
 * Slows guessing without ever locking the right password out: counted per e-mail and address
 * together, with a doubling delay past the free attempts (docs/desk.md). One statement claims each
 * attempt's slot, so concurrent attempts cannot slip in before the delay is recorded.
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
  baseDelayMs?: number;
  maxDelayMs?: number;
  forgetAfterMs?: number;
  now?: () => Date;
  log?: (fields: Record<string, unknown>) => void;
}

/** Hashed: bounded length, and no e-mail address stored in the counters. */
const keyOf = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash("sha256").update(parts.join("\n")).digest("base64url")}`;

/** Only watched: a delay on the e-mail alone would lock its owner out. */
const NEVER = 1_000_000_000;

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
      await run("delete from desk_sign_in_throttle where updated_at < $1::timestamptz", [
        new Date(now().getTime() - forgetMs).toISOString(),
      ]);
    },
  };
}
