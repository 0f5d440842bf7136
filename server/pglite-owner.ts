import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is an embedded database: only one process may open a data directory at a time, and
 * it does not check that itself. The server records its process id in DATA_DIR/pglite.pid
 * while it runs, so that `npm run inquiries` (scripts/inquiries.mjs) can refuse to open the
 * same directory next to it. Not used with DATABASE_URL (PostgreSQL allows many clients).
 */
export const PGLITE_OWNER_FILE = "pglite.pid";

export function ownerFile(dataDir: string): string {
  return path.resolve(dataDir, PGLITE_OWNER_FILE);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The other live process that holds the directory, if any. */
export function currentOwner(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(ownerFile(dataDir), "utf8"), 10);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) return pid;
  } catch {
    // no file: nobody
  }
  return undefined;
}

/** Records this process as the owner; returns a release function for shutdown. */
export function claimOwnership(dataDir: string): () => void {
  const file = ownerFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
