/**
 * Work that must not run twice at once against one PostgreSQL database (migrations, the content
 * seed) when several instances start together. It runs while this process holds a PostgreSQL
 * advisory lock named after it: the others wait for the lock and then find the work done
 * (drizzle skips applied migrations; the seed is idempotent).
 *
 * The lock is session-level, so it is taken and released on one dedicated connection, and
 * PostgreSQL drops it by itself if that connection dies with the process. PGlite has a single
 * process per data directory (server/process/data-dir-lock.ts), so there the work just runs.
 */
export interface LockSession {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(error?: Error | boolean): void;
}

interface LockableDatabase {
  /** A dedicated connection; absent for PGlite, which has one process per database. */
  connect?: () => Promise<LockSession>;
}

/** Namespace of the project's advisory locks, so they do not collide with other applications'. */
const LOCK_NAMESPACE = "ai-agent-platform-site";

export async function withDatabaseLock<T>(
  database: LockableDatabase,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!database.connect) return work();
  const session = await database.connect();
  const key = `${LOCK_NAMESPACE}:${name}`;
  let broken: Error | undefined;
  try {
    // hashtextextended gives a 64-bit key from the name (PostgreSQL 11+).
    await session.query("select pg_advisory_lock(hashtextextended($1, 0))", [key]);
    try {
      return await work();
    } finally {
      await session
        .query("select pg_advisory_unlock(hashtextextended($1, 0))", [key])
        .catch((error: unknown) => {
          // Closing the connection below releases the lock anyway.
          broken = error instanceof Error ? error : new Error(String(error));
        });
    }
  } catch (error) {
    broken ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose state is uncertain is closed, not returned to the pool.
    session.release(broken);
  }
}
