import type { Store } from "express-rate-limit";

import { createRateLimitStore } from "../http/guards/rate-limit-store";

/**
 * Sign-in attempts per client address and per e-mail: after `limit` attempts in the window,
 * further ones are refused without checking the password (so guessing is slow from one
 * address, and one account cannot be guessed from many). A successful sign-in clears both
 * counts. Counted in the site's rate-limit store (server/http/guards/rate-limit-store.ts).
 */
export interface SignInLimit {
  /** Counts an attempt; false when the address or the e-mail is over the limit. */
  attempt(address: string, email: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  succeeded(address: string, email: string): Promise<void>;
}

export function createSignInLimit(options: {
  limit: number;
  windowMs: number;
  store?: Store;
  now?: () => number;
}): SignInLimit {
  const store = options.store ?? createRateLimitStore("desk-sign-in");
  const now = options.now ?? Date.now;
  const ready = Promise.resolve(store.init?.({ windowMs: options.windowMs } as never));
  const keys = (address: string, email: string) => [
    `address:${address}`,
    `email:${email.trim().toLowerCase()}`,
  ];
  return {
    async attempt(address, email) {
      await ready;
      const counts = await Promise.all(keys(address, email).map((key) => store.increment(key)));
      const over = counts.filter((count) => count.totalHits > options.limit);
      if (over.length === 0) return { allowed: true, retryAfterSeconds: 0 };
      const resetAt = Math.max(
        ...over.map((count) => count.resetTime?.getTime() ?? now() + options.windowMs),
      );
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
      };
    },
    async succeeded(address, email) {
      await ready;
      await Promise.all(keys(address, email).map((key) => store.resetKey(key)));
    },
  };
}
