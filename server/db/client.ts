import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { logError } from "#server/process/logging";
import { makePrivate } from "#server/process/private-files";
import { fromRoot } from "#server/paths";
import * as bundledPlatformSchema from "#server/bundled-platform/schema";
import { type LockSession, withDatabaseLock } from "./migration-lock";
import * as siteSchema from "./schema";

const schema = { ...siteSchema, ...bundledPlatformSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  connect?: () => Promise<LockSession>;
  ping(): Promise<boolean>;
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fromRoot("server/db/migrations");

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
      max: options.poolMax ?? 10,
    });
    // One JSON line: console.error would print the whole client object.
    pool.on("error", (error) => logError("database connection lost", error));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const connect = () => pool.connect();
    await withDatabaseLock({ connect }, "migrations", () =>
      migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    );
    return {
      db,
      kind: "postgres",
      connect,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir.startsWith("memory://");
  const dataDir = inMemory ? options.dataDir : path.resolve(options.dataDir, "pglite");
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  // The files PGlite unpacked for a new database have the archive's modes, not the umask's.
  if (!inMemory) makePrivate(dataDir);
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    dump: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
