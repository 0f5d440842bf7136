import fs from "node:fs";
import path from "node:path";

import lockfile from "proper-lockfile";

/**
 * PGlite is an embedded database: two processes writing one data directory corrupt it, and it
 * does not check that itself. The server (and `npm run desk`, scripts/desk.mjs, with
 * the same name and timings) holds a lock on DATA_DIR for as long as it runs.
 *
 * The lock is proper-lockfile's: an atomic mkdir of DATA_DIR/owner.lock whose mtime the holder
 * refreshes every few seconds. A holder that died (even by SIGKILL) stops refreshing, and its
 * lock counts as stale after LOCK_STALE_MS. Unlike a pid file, nothing depends on whether some
 * process with the old pid happens to exist, and taking the lock is not a check-then-write race.
 */
export const DATA_DIR_LOCK_NAME = "owner.lock";
export const LOCK_STALE_MS = 10_000;
/** Refreshed often, so an event loop stalled for a few seconds does not look dead. */
export const LOCK_UPDATE_MS = 2_000;

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (a running server, or npm run desk). ` +
        "PGlite allows one process per data directory: stop the other process, give this one " +
        "its own DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several instances.",
    );
    this.name = "DataDirLockedError";
  }
}

interface DataDirLockOptions {
  /**
   * How long to keep trying while the lock is held. The default outlasts the stale time, so a
   * restart right after a crash waits for the dead holder's lock to go stale instead of failing.
   */
  waitMs?: number;
  /** Called if the lock is lost while held (another process took it after a long stall). */
  onCompromised: (error: Error) => void;
}

/** Takes the lock on `dataDir` for this process; resolves to the function that releases it. */
export async function lockDataDir(
  dataDir: string,
  options: DataDirLockOptions,
): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const waitMs = options.waitMs ?? LOCK_STALE_MS + 2_000;
  const intervalMs = 500;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: path.join(dir, DATA_DIR_LOCK_NAME),
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_UPDATE_MS,
      retries: {
        retries: Math.ceil(waitMs / intervalMs),
        factor: 1,
        minTimeout: intervalMs,
        maxTimeout: intervalMs,
      },
      onCompromised: options.onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dir);
    throw error;
  }
  // A lock lost while held (its refresh came later than the stale time, say a restore that kept
  // the event loop busy on a loaded machine) has already been reported to onCompromised and has
  // nothing left to release: releasing it must not turn finished work into an error.
  return async () => {
    try {
      await release();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ERELEASED") throw error;
    }
  };
}
