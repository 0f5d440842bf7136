import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "#server/db/client";

// A new PGlite database costs initdb plus every migration (docs/PERFORMANCE.md): the run
// makes one migrated folder in its global setup, and each test's new database is a copy of it.
const TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";

/** The migrated template, in the run's folder; the test workers inherit its path. */
export async function makePgliteTemplate(runDir: string): Promise<void> {
  const dataDir = path.join(runDir, "pglite-template");
  const handle = await openDatabase({ dataDir });
  await handle.close();
  process.env[TEMPLATE_ENV] = dataDir;
}

/**
 * A new DATA_DIR holding a migrated, empty PGlite database, for `openDatabase` or a server
 * (without the template, an empty folder that is migrated when opened).
 */
export function migratedDataDir(prefix = "db-"): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template) {
    fs.cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  }
  return dataDir;
}

/** The unit tests' second global setup (after global-run.ts has made the run's folder). */
export default async function setup(): Promise<void> {
  await makePgliteTemplate(os.tmpdir());
}
