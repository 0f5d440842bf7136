/**
 * Work that must not run twice at once on one PostgreSQL (migrations, the seed) runs under a
 * session-level advisory lock on a dedicated connection; the others wait, then find it done.
 */
export interface LockSession {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(error?: Error | boolean): void;
}

interface LockableDatabase {
  connect?: () => Promise<LockSession>;
}

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
    await session.query("select pg_advisory_lock(hashtextextended($1, 0))", [key]);
    try {
      return await work();
    } finally {
      await session
        .query("select pg_advisory_unlock(hashtextextended($1, 0))", [key])
        .catch((error: unknown) => {
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
