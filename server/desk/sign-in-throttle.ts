import { createHash } from "node:crypto";

import type { Database } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";

/**
 * The desk's password throttle: slows guessing, never locks the owner out where they signed in
 * before. Doubling delays per e-mail and address, per address, and per account from unknown
 * addresses (docs/desk.md); one statement claims each attempt, so concurrent ones cannot slip in.
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
  accountFreeAttempts?: number;
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

  /** The key of the count that refuses the attempt, if any; reaching free attempts warns. */
  async function refusingKey(email: string, address: string, at: Date) {
    const count = async (key: string, freeAttempts: number, message: string) => {
      const attempts = await claim(key, freeAttempts, at);
      if (attempts === undefined) return key;
      if (attempts === freeAttempts) log({ level: "warn", message, email, address });
      return undefined;
    };
    const pair = await count(
      keyOf("pair", email, address),
      free,
      "desk sign-in: repeated failures for one e-mail from one address; slowing down",
    );
    // Where the account has signed in before, only the pair's own count applies.
    if (pair || (await isKnown(keyOf("known", email, address), at))) return pair;
    return (
      (await count(
        keyOf("address", address),
        addressFree,
        "desk sign-in: many e-mails tried from one address; slowing down",
      )) ??
      (await count(
        keyOf("account", email),
        accountFree,
        "desk sign-in: many failures for one account from addresses it never signed in from; slowing those down",
      ))
    );
  }

  return {
    async attempt(address, rawEmail) {
      const email = rawEmail.trim().toLowerCase();
      const at = now();
      const refusedBy = await refusingKey(email, address, at);
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
