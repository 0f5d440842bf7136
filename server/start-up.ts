import path from "node:path";

import type { Config } from "./config";
import { readContentFiles } from "./content-sync/files";
import { logContentSync, logMediaVariants } from "./content-sync/log";
import { prepareMediaVariants } from "./content-sync/media-variants";
import { syncContent, type SyncOptions } from "./content-sync/sync";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { withDatabaseLock } from "./db/migration-lock";
import { DataDirLockedError, lockDataDir } from "./process/data-dir-lock";
import { logError, logLine } from "./process/logging";
import { warnAboutLooseModes } from "./process/private-files";

/** What `npm start` (index.ts) and `npm run dev` (dev.ts) both do before they serve. */
export interface SiteDatabase {
  database: DatabaseHandle;
  ownsDataDir: boolean;
  releaseDataDir: () => Promise<void>;
}

export async function openSiteDatabase(config: Config): Promise<SiteDatabase> {
  const { url, dataDir, poolMax } = config.database;
  const ownsDataDir = !url && !dataDir.startsWith("memory://");
  const releaseDataDir = ownsDataDir ? await lockDataDirOrExit(dataDir) : async () => {};
  const database = await openDatabase({ databaseUrl: url, dataDir, poolMax });
  // Once the database has made its own files private: what is still open to others.
  if (ownsDataDir) warnAboutLooseModes(dataDir, logLine);
  return { database, ownsDataDir, releaseDataDir };
}

/** A second writer would corrupt the database. */
async function lockDataDirOrExit(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir, {
      onCompromised: (error) => {
        logError("lost the lock on DATA_DIR; stopping before another process writes to it", error);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logLine({ level: "error", message: error.message, dataDir: error.dataDir });
      process.exit(1);
    }
    throw error;
  }
}

/** The content files are the source of truth, synced one instance after another, never backwards. */
export async function syncContentDir(
  database: DatabaseHandle,
  config: Config,
  options: SyncOptions = {},
): Promise<void> {
  const report = await withDatabaseLock(database, "content-sync", () =>
    syncContent(database.db, readContentFiles(config.content.dir), options),
  );
  logContentSync(report, config.content.dir);
  logMediaVariants(
    await prepareMediaVariants({
      mediaDir: path.join(config.content.dir, "media"),
      outDir: config.content.variantsDir,
    }),
  );
}
