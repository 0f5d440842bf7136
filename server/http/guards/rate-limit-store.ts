import { sql } from "drizzle-orm";
import {
  MemoryStore,
  type ClientRateLimitInfo,
  type Options,
  type Store,
} from "express-rate-limit";

import type { Database } from "#server/db/client";
import { rateLimitHits } from "#server/db/schema";
import { logLine } from "#server/process/logging";

/**
 * Rate-limit counters in the database, so every instance counts a visitor together; when it does
 * not answer, the request goes through with a warning (no reason to refuse a visitor).
 */
export function createRateLimitStore(name: string, options: { db?: Database } = {}): Store {
  const prefix = `${name}:`;
  if (options.db) return new DatabaseRateLimitStore(options.db, prefix);
  return Object.assign(new MemoryStore(), { prefix });
}

type Log = (fields: Record<string, unknown>) => void;

export function rateLimitStoreOptions(
  name: string,
  log: Log = logLine,
): { passOnStoreError: true; logger: Pick<Console, "warn" | "error"> } {
  const warn = (error: unknown, message?: unknown) =>
    log({
      level: "warn",
      message: typeof message === "string" ? message : "rate limiter warning",
      limiter: name,
      error: errorMessage(error),
    });
  return { passOnStoreError: true, logger: { warn, error: warn } };
}

/** drizzle wraps the driver's error in one that repeats the whole query. */
function errorMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

type CounterRow = { hits: number; reset_at: Date | string } & Record<string, unknown>;

const rowsOf = (result: unknown): CounterRow[] => (result as { rows: CounterRow[] }).rows;

/**
 * One atomic upsert per hit restarts an expired window by the database's clock. A key over its
 * limit stays over until its window ends: refused from memory until then, at no query's cost.
 */
export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  windowMs = 60_000;
  private lastPrunedAt = 0;
  private limit: number | undefined;
  private readonly overLimit = new Map<string, { hits: number; resetTime: Date }>();

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.limit = typeof options.limit === "number" ? options.limit : undefined;
  }

  private key(key: string) {
    return this.prefix + key;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const rows = rowsOf(
      await this.db.execute(sql`
        select hits, reset_at from ${rateLimitHits}
        where key = ${this.key(key)} and reset_at > now()`),
    );
    return rows[0] ? info(rows[0]) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const over = this.overLimit.get(key);
    if (over && over.resetTime.getTime() > Date.now()) {
      over.hits += 1;
      return { totalHits: over.hits, resetTime: over.resetTime };
    }
    this.overLimit.delete(key);
    const windowMs = this.windowMs;
    const rows = rowsOf(
      await this.db.execute(sql`
          insert into ${rateLimitHits} (key, hits, reset_at)
          values (${this.key(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when ${rateLimitHits}.reset_at <= now() then 1
                        else ${rateLimitHits}.hits + 1 end,
            reset_at = case when ${rateLimitHits}.reset_at <= now() then excluded.reset_at
                            else ${rateLimitHits}.reset_at end
          returning hits, reset_at`),
    );
    this.pruneNowAndThen();
    const counted = info(rows[0]!);
    if (this.limit !== undefined && counted.totalHits > this.limit && counted.resetTime) {
      this.overLimit.set(key, { hits: counted.totalHits, resetTime: counted.resetTime });
    }
    return counted;
  }

  async decrement(key: string): Promise<void> {
    await this.db.execute(sql`
      update ${rateLimitHits} set hits = greatest(hits - 1, 0)
      where key = ${this.key(key)} and reset_at > now()`);
  }

  async resetKey(key: string): Promise<void> {
    this.overLimit.delete(key);
    await this.db.execute(sql`delete from ${rateLimitHits} where key = ${this.key(key)}`);
  }

  async resetAll(): Promise<void> {
    this.overLimit.clear();
    await this.db.execute(sql`
      delete from ${rateLimitHits} where starts_with(key, ${this.prefix})`);
  }

  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.lastPrunedAt < this.windowMs) return;
    this.lastPrunedAt = now;
    for (const [key, { resetTime }] of this.overLimit) {
      if (resetTime.getTime() <= now) this.overLimit.delete(key);
    }
    this.db
      .execute(sql`delete from ${rateLimitHits} where reset_at <= now()`)
      .catch((error: unknown) =>
        logLine({
          level: "warn",
          message: "pruning expired rate-limit counters failed",
          error: errorMessage(error),
        }),
      );
  }
}

function info(row: CounterRow): ClientRateLimitInfo {
  return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
}
