import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";

import { makePrivate } from "#server/process/private-files";
import { UsageError } from "./usage-error";

/**
 * The checked archive is restored into a trial folder beside `pglite/`, opened and asked for the
 * site's tables; only then does it take the database's place (the old one kept aside).
 */

/** Every backup of this site has had it since its first migration. */
const SITE_TABLES = ["contact_inquiries"];

export interface PgliteRestore {
  pgliteDir: string;
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
    fs.renameSync(keptAside, pgliteDir);
    fs.rmSync(trialDir, { recursive: true, force: true });
    throw error;
  }
  return { pgliteDir, keptAside, inquiries };
}

async function openAndCheck(dir: string, tar: Buffer): Promise<number> {
  // The tar, not the gzip: PGlite reports a corrupt stream as an uncaught error that ends the process.
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
