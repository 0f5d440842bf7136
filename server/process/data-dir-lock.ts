import fs from "node:fs";
import path from "node:path";

import lockfile from "proper-lockfile";

/**
 * Two processes writing one PGlite directory corrupt it, so the server (and `npm run desk`) hold
 * proper-lockfile's lock on DATA_DIR: a refreshed mkdir that goes stale when its holder dies.
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
  /** Outlasts the stale time: a restart right after a crash waits instead of failing. */
  waitMs?: number;
  onCompromised: (error: Error) => void;
}

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
  // A lock lost while held was reported already; releasing it must not turn finished work into an error.
  return async () => {
    try {
      await release();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ERELEASED") throw error;
    }
  };
}
