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
 * The one place where rate-limit counters are kept. With a database, in its
 * `rate_limit_hits` table, so that every instance on one PostgreSQL counts a visitor together
 * (and PGlite runs the same code, so it is tested everywhere). Without one, in memory.
 *
 * When the database does not answer, the limiter lets the request through and logs a warning
 * (`passOnStoreError` in the limiters, see `rateLimitStoreOptions`): a form whose inquiry
 * cannot be stored fails on its own with a clear message, and a visitor should not be refused
 * because a counter is out of reach.
 */
export function createRateLimitStore(name: string, options: { db?: Database } = {}): Store {
  // The prefix keeps two limiters' keys apart in a shared store, and names them in its errors.
  const prefix = `${name}:`;
  if (options.db) return new DatabaseRateLimitStore(options.db, prefix);
  return Object.assign(new MemoryStore(), { prefix });
}

type Log = (fields: Record<string, unknown>) => void;

/**
 * The limiter options that go with the store: on a store error, let the request through and
 * log one warning line (express-rate-limit's own log would print the error to the console;
 * its configuration checks log through here too, with their own message).
 */
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

/** The root cause: drizzle wraps the driver's error in one that repeats the whole query. */
function errorMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

type CounterRow = { hits: number; reset_at: Date | string } & Record<string, unknown>;

const rowsOf = (result: unknown): CounterRow[] =>
  // node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
  (result as { rows: CounterRow[] }).rows;

/**
 * Counters in one table, one row per key. Each hit is one atomic upsert that also restarts an
 * expired window, so concurrent hits from several instances add up exactly. The database's
 * clock decides when a window ends, so instances with skewed clocks still agree.
 */
export class DatabaseRateLimitStore implements Store {
  /** The counts are shared: express-rate-limit must not assume they are this process's own. */
  localKeys = false;
  windowMs = 60_000;
  private lastPrunedAt = 0;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
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
    return info(rows[0]!);
  }

  async decrement(key: string): Promise<void> {
    await this.db.execute(sql`
      update ${rateLimitHits} set hits = greatest(hits - 1, 0)
      where key = ${this.key(key)} and reset_at > now()`);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.execute(sql`delete from ${rateLimitHits} where key = ${this.key(key)}`);
  }

  async resetAll(): Promise<void> {
    await this.db.execute(sql`
      delete from ${rateLimitHits} where starts_with(key, ${this.prefix})`);
  }

  /**
   * Deletes expired counters at most once a window per process, off the request's path: a
   * cheap indexed delete, and a failure only leaves rows for the next try.
   */
  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.lastPrunedAt < this.windowMs) return;
    this.lastPrunedAt = now;
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
