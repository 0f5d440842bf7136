import { afterAll, beforeAll, describe } from "vitest";

import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { migratedDataDir } from "./pglite-template";
import { postgresMissingReason, startPostgres, type PostgresServer } from "./postgres";

/**
 * Runs a suite against both databases the site supports: PGlite (embedded, one process) and a
 * throw-away PostgreSQL server (what several instances share). The PostgreSQL variant is
 * skipped, with the reason in its name, only when the machine has no PostgreSQL binaries;
 * CI installs them (`.ci/run`), so CI always runs both.
 */
export type DatabaseKind = "pglite" | "postgres";

interface TestDatabase {
  readonly kind: DatabaseKind;
  /** The suite's database, migrated; open in beforeAll. */
  readonly db: Database;
  readonly handle: DatabaseHandle;
  /**
   * Another connection pool to the same database, as a second instance would open (PGlite
   * has one process only, so there it is the same handle). Closed with the suite.
   */
  openAnother(): Promise<DatabaseHandle>;
}

let server: Promise<PostgresServer> | undefined;
let databaseCount = 0;

/** One PostgreSQL server per suite that uses it, started on first use. */
function sharedPostgres(): Promise<PostgresServer> {
  server ??= startPostgres();
  return server;
}

/**
 * Stops the shared server. Registered when the suite is collected: a hook registered while
 * another hook runs (the first beforeAll that starts the server) is never run, and the server
 * was left running after every test file.
 */
async function stopSharedPostgres() {
  const started = server;
  server = undefined;
  await (await started?.catch(() => undefined))?.stop();
}

/** Opens a fresh, migrated database of `kind` for the suite it is called in. */
export function useTestDatabase(kind: DatabaseKind): TestDatabase {
  let handle: DatabaseHandle | undefined;
  let url: string | undefined;
  const others: DatabaseHandle[] = [];
  beforeAll(async () => {
    if (kind === "pglite") {
      handle = await openDatabase({ dataDir: migratedDataDir() });
      return;
    }
    const postgres = await sharedPostgres();
    url = await postgres.createDatabase(`test_${process.pid}_${++databaseCount}`);
    handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  }, 120_000);
  afterAll(async () => {
    for (const other of others) await other.close();
    await handle?.close();
    if (kind === "postgres") await stopSharedPostgres();
  });
  const opened = () => {
    if (!handle) throw new Error("the test database opens in beforeAll");
    return handle;
  };
  return {
    kind,
    get db() {
      return opened().db;
    },
    get handle() {
      return opened();
    },
    async openAnother() {
      if (!url) return opened();
      const other = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
      others.push(other);
      return other;
    },
  };
}

/** `describe` once per database kind; the PostgreSQL one skipped, named why, without binaries. */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  const missing = postgresMissingReason();
  describe(`${name} (PGlite)`, () => body("pglite"));
  if (missing) {
    describe.skip(`${name} (PostgreSQL skipped: ${missing})`, () => body("postgres"));
  } else {
    describe(`${name} (PostgreSQL)`, () => body("postgres"));
  }
}
