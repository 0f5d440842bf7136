import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { ConfigError, parseConfig, type Config } from "#server/config";
import { DESK_SOCKET_NAME } from "#server/desk/desk-queries";
import { DataDirLockedError, lockDataDir } from "#server/process/data-dir-lock";
import { checkPgliteArchive, checksumPath, verifyChecksum, writeChecksum } from "./archive";
import { restorePglite } from "./pglite-restore";
import { UsageError } from "./usage-error";

/**
 * `npm run backup` / `restore` (docs/OPERATING.md, "Backups"): PGlite's `dumpDataDir()` (asked of
 * the running server when it holds DATA_DIR), or pg_dump and pg_restore; a `.sha256` beside.
 */
export interface BackupRun {
  args: readonly string[];
  env: Record<string, string | undefined>;
  print: (line: string) => void;
  cwd?: string;
}

const PGLITE_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from("PGDMP");

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

export function postgresTool(name: "pg_dump" | "pg_restore", env: BackupRun["env"]): string {
  const candidates = [
    env.PG_BIN_DIR && path.join(env.PG_BIN_DIR, name),
    ...(env.PATH ?? "").split(path.delimiter).map((dir) => dir && path.join(dir, name)),
    ...(fs.existsSync("/usr/lib/postgresql")
      ? fs
          .readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join("/usr/lib/postgresql", version, "bin", name))
      : []),
  ].filter((file): file is string => Boolean(file));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) {
    throw new UsageError(
      `${name} not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set PG_BIN_DIR`,
    );
  }
  return found;
}

function runTool(file: string, args: string[], options: { stdout?: number } = {}): void {
  const result = spawnSync(file, args, {
    encoding: "utf8",
    timeout: 30 * 60_000,
    stdio: ["ignore", options.stdout ?? "pipe", "pipe"],
  });
  if (result.status !== 0) {
    throw new UsageError(
      `${path.basename(file)} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || result.error?.message || "").trim()}`,
    );
  }
}

function askServerForBackup(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "GET", path: "/backup" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new UsageError(`The running server answered ${response.statusCode}.`)),
      );
    });
    request.setTimeout(10 * 60_000, () => request.destroy(new Error("The server did not answer.")));
    request.on("error", reject);
    request.end();
  });
}

async function pgliteBackup(config: Config): Promise<Buffer> {
  const dataDir = path.resolve(config.database.dataDir);
  const pgliteDir = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new UsageError(`No database in ${pgliteDir}: nothing to back up.`);
  }
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, { waitMs: 0, onCompromised: () => {} });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const socketPath = path.join(dataDir, DESK_SOCKET_NAME);
    if (!fs.existsSync(socketPath)) {
      throw new UsageError(
        `A server holds ${dataDir} and does not answer on ${socketPath}: stop it and run this again.`,
      );
    }
    return askServerForBackup(socketPath);
  }
  try {
    const db = new PGlite(pgliteDir);
    // dumpDataDir on an instance still starting never settles.
    await db.waitReady;
    try {
      return Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

/** `<target>.partial` with O_EXCL and O_NOFOLLOW (never a planted link), then renamed. */
async function writeExclusively(target: string, write: (fd: number) => Promise<void>) {
  const partial = `${target}.partial`;
  const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
  let fd: number;
  try {
    fd = fs.openSync(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new UsageError(
      `${partial} exists (a backup that did not finish, or not this tool's file): remove it and run again.`,
    );
  }
  try {
    await write(fd);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(partial, target);
}

export async function runBackup(run: BackupRun): Promise<number> {
  return report(run, async () => {
    const config = parseConfig(run.env);
    const cwd = run.cwd ?? process.cwd();
    const postgres = Boolean(config.database.url);
    const target = path.resolve(
      cwd,
      run.args.find((arg) => !arg.startsWith("-")) ??
        path.join(
          "backups",
          `site-${postgres ? "postgres" : "pglite"}-${stamp()}.${postgres ? "pgdump" : "tar.gz"}`,
        ),
    );
    // lstat: a symbolic link there counts as a file, even one pointing nowhere.
    for (const file of [target, checksumPath(target)]) {
      if (fs.lstatSync(file, { throwIfNoEntry: false })) {
        throw new UsageError(`${file} exists: name another file.`);
      }
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await writeExclusively(target, async (fd) => {
      if (postgres) {
        runTool(
          postgresTool("pg_dump", run.env),
          ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${config.database.url}`],
          { stdout: fd },
        );
      } else {
        fs.writeFileSync(fd, await pgliteBackup(config));
      }
    });
    const checksum = writeChecksum(target);
    const size = fs.statSync(target).size;
    run.print(
      `backup: ${postgres ? "PostgreSQL (pg_dump)" : "PGlite (DATA_DIR)"} saved to ${target} (${(size / 1024).toFixed(0)} KB, checksum in ${path.basename(checksum)}); restore with: npm run restore -- ${path.relative(cwd, target)}`,
    );
    return 0;
  });
}

/**
 * Nothing is dropped or replaced until the whole backup has been checked (checksum, archive,
 * trial restore); a failure leaves the database as it was.
 */
export async function runRestore(run: BackupRun): Promise<number> {
  return report(run, async () => {
    const config = parseConfig(run.env);
    const force = run.args.includes("--force");
    const file = run.args.find((arg) => !arg.startsWith("-"));
    if (!file) throw new UsageError("Usage: npm run restore -- <backup file> [--force]");
    const source = path.resolve(run.cwd ?? process.cwd(), file);
    if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) {
      throw new UsageError(`${source} does not exist or is not a file.`);
    }
    const bytes = fs.readFileSync(source);
    const kind = bytes.subarray(0, 2).equals(PGLITE_MAGIC)
      ? "pglite"
      : bytes.subarray(0, 5).equals(PG_DUMP_MAGIC)
        ? "postgres"
        : undefined;
    if (!kind) throw new UsageError(`${source} is not a backup made by npm run backup.`);
    const target = config.database.url ? "postgres" : "pglite";
    if (kind !== target) {
      throw new UsageError(
        `${source} is a ${kind === "pglite" ? "PGlite" : "PostgreSQL"} backup, but the configured database is ${target === "pglite" ? "PGlite (no DATABASE_URL)" : "PostgreSQL (DATABASE_URL)"}.`,
      );
    }
    const checked = verifyChecksum(source, bytes);
    const checksumNote = checked ? " (checksum verified)" : "";
    if (target === "postgres") {
      await restorePostgres(run, config, source, force);
      run.print(`restore: ${source}${checksumNote} restored into PostgreSQL (DATABASE_URL)`);
      return 0;
    }

    const dataDir = path.resolve(config.database.dataDir);
    if (config.database.dataDir.startsWith("memory://")) {
      throw new UsageError("DATA_DIR is an in-memory database: nothing to restore into.");
    }
    fs.mkdirSync(dataDir, { recursive: true });
    let release: () => Promise<void>;
    try {
      release = await lockDataDir(dataDir, { waitMs: 0, onCompromised: () => {} });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new UsageError(`A server holds ${dataDir}: stop it, restore, then start it again.`);
    }
    try {
      const pgliteDir = path.join(dataDir, "pglite");
      if (fs.existsSync(pgliteDir) && !force) {
        throw new UsageError(
          `${pgliteDir} already holds a database: run again with --force to replace it (it is kept, renamed, beside the restored one).`,
        );
      }
      const tar = await checkPgliteArchive(source, bytes);
      const restored = await restorePglite({ tar, pgliteDir, stamp: stamp() }).catch(
        (error: unknown) => {
          throw error instanceof UsageError
            ? new UsageError(`${source} cannot be restored: ${error.message}.`)
            : error;
        },
      );
      run.print(
        `restore: ${source}${checksumNote} restored into ${pgliteDir} (${restored.inquiries} ${restored.inquiries === 1 ? "inquiry" : "inquiries"})${restored.keptAside ? `; the database it replaced is in ${restored.keptAside}` : ""}`,
      );
      return 0;
    } finally {
      await release();
    }
  });
}

/** Read whole into nothing first, then restored in one transaction: a failure midway rolls back. */
async function restorePostgres(run: BackupRun, config: Config, source: string, force: boolean) {
  const pgRestore = postgresTool("pg_restore", run.env);
  const listing = spawnSync(pgRestore, ["--list", source], { encoding: "utf8" });
  if (listing.status !== 0) {
    throw new UsageError(`${source} is damaged: ${oneLine(listing.stderr)}.`);
  }
  if (!/\bTABLE public contact_inquiries\b/.test(listing.stdout)) {
    throw new UsageError(
      `${source} is not a backup of this site's database: it has no contact_inquiries table.`,
    );
  }
  const readThrough = spawnSync(pgRestore, ["--file=/dev/null", source], { encoding: "utf8" });
  if (readThrough.status !== 0) {
    throw new UsageError(`${source} is damaged: ${oneLine(readThrough.stderr)}.`);
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  const { rows } = await client
    .query<{ t: string | null }>("select to_regclass('public.contact_inquiries') as t")
    .finally(() => client.end());
  if (rows[0]?.t && !force) {
    throw new UsageError(
      "The database already holds the site's tables: stop the instances, then run again with --force to replace them with the backup.",
    );
  }
  runTool(pgRestore, [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${config.database.url}`,
    source,
  ]);
}

const oneLine = (text: string | undefined) =>
  (text ?? "")
    .replace(/^pg_restore: (error: )?/gm, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);

/** One line for the operator, never a stack. */
async function report(run: BackupRun, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      run.print(error.message);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      run.print(`failed: ${message.replace(/\s+/g, " ").trim()}`);
    }
    return 1;
  }
}
