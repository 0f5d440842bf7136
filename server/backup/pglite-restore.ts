import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";

import { makePrivate } from "#server/process/private-files";
import { UsageError } from "./usage-error";

/**
 * A PGlite restore that cannot lose the current database: the checked archive
 * (server/backup/archive.ts) is first restored into a folder of its own beside `pglite/` (same
 * file system, so a rename moves it), opened, and asked for the site's tables. Only a restore
 * that opens takes the database's place, by two renames (the old one kept aside, as before);
 * anything that fails before that leaves `pglite/` untouched and the trial folder removed.
 */

/**
 * Tables every backup of this site has had since its first migration; one missing means the
 * archive is some other database. (Later tables come with the migrations at the next start.)
 */
const SITE_TABLES = ["contact_inquiries"];

export interface PgliteRestore {
  /** The restored database's folder (DATA_DIR/pglite). */
  pgliteDir: string;
  /** Where the database it replaced was kept, when there was one. */
  keptAside?: string;
  inquiries: number;
}

export async function restorePglite(options: {
  tar: Buffer;
  pgliteDir: string;
  stamp: string;
}): Promise<PgliteRestore> {
  const { pgliteDir, stamp } = options;
  const trialDir = `${pgliteDir}.restore-${stamp}`;
  let inquiries: number;
  try {
    inquiries = await openAndCheck(trialDir, options.tar);
    makePrivate(trialDir);
  } catch (error) {
    fs.rmSync(trialDir, { recursive: true, force: true });
    throw error;
  }
  if (!fs.existsSync(pgliteDir)) {
    fs.renameSync(trialDir, pgliteDir);
    return { pgliteDir, inquiries };
  }
  const keptAside = `${pgliteDir}.before-restore-${stamp}`;
  fs.renameSync(pgliteDir, keptAside);
  try {
    fs.renameSync(trialDir, pgliteDir);
  } catch (error) {
    // Put the database back where it was before saying anything.
    fs.renameSync(keptAside, pgliteDir);
    fs.rmSync(trialDir, { recursive: true, force: true });
    throw error;
  }
  return { pgliteDir, keptAside, inquiries };
}

/** Restores into `dir`, opens it and counts the inquiries; a UsageError if it is not the site's. */
async function openAndCheck(dir: string, tar: Buffer): Promise<number> {
  // The tar, not the gzip: it was checked whole, and PGlite's own decompression reports a
  // corrupt stream as an uncaught error that would end the process.
  let db: PGlite | undefined;
  try {
    db = new PGlite(dir, { loadDataDir: new Blob([new Uint8Array(tar)]) });
    await db.waitReady;
    const { rows } = await db.query<{ name: string; present: boolean }>(
      "select name, to_regclass('public.' || name) is not null as present from unnest($1::text[]) as name",
      [SITE_TABLES],
    );
    const missing = rows.filter((row) => !row.present).map((row) => row.name);
    if (missing.length > 0) {
      throw new UsageError(
        `it opens, but it is not this site's database (no ${missing.join(", ")})`,
      );
    }
    // Reads every row of the table the backup exists for.
    const [count] = (
      await db.query<{ n: number }>("select count(*)::int as n from contact_inquiries")
    ).rows;
    return count?.n ?? 0;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`a trial restore failed: ${reason.replace(/\s+/g, " ").slice(0, 200)}`);
  } finally {
    await db?.close().catch(() => {});
  }
}
