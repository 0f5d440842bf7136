import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { openDatabase } from "#server/db/client";
import { rawQuery } from "#server/db/raw-query";
import { startDeskCliSocket } from "#server/desk/cli-socket";
import { storeInquiry } from "#server/inquiries/store";
import { holdDataDirInChild } from "#tests/support/data-dir-holder";
import { postgresMissingReason, startPostgres } from "#tests/support/postgres";
import { runBackup, runRestore } from "./backup";

const contact = (name: string) => ({
  fullName: name,
  email: "lead@example.com",
  company: "",
  subject: "Pricing",
  message: "Please call me.",
  country: "+34",
  phone: "612345678",
});

async function run(command: typeof runBackup, args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "backup-cwd-"));
  const code = await command({ args, env, cwd, print: (line) => lines.push(line) });
  return { code, output: lines.join("\n"), cwd };
}

const names = async (handle: Awaited<ReturnType<typeof openDatabase>>) =>
  (await rawQuery(handle.db)("select full_name from contact_inquiries order by full_name")).map(
    (row) => row.full_name,
  );

describe("npm run backup and restore with PGlite", () => {
  it("saves DATA_DIR to one file and puts it back in another", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-src-"));
    const source = await openDatabase({ dataDir });
    await storeInquiry(source.db, contact("José Pérez"), "a".repeat(16));
    await source.close();

    const backup = await run(runBackup, ["leads.tar.gz"], { DATA_DIR: dataDir });
    expect(backup.output).toContain("PGlite (DATA_DIR) saved to");
    expect(backup.code).toBe(0);
    const file = path.join(backup.cwd, "leads.tar.gz");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-dst-"));
    const restore = await run(runRestore, [file], { DATA_DIR: restoredDir });
    expect(restore.output).toContain("restored into");
    expect(restore.code).toBe(0);
    const restored = await openDatabase({ dataDir: restoredDir });
    expect(await names(restored)).toEqual(["José Pérez"]);
    await restored.close();
  }, 120_000);

  it("refuses to replace a database without --force, and keeps the replaced one", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-force-"));
    const first = await openDatabase({ dataDir });
    await storeInquiry(first.db, contact("Kept"), "b".repeat(16));
    await first.close();
    const { cwd } = await run(runBackup, ["kept.tar.gz"], { DATA_DIR: dataDir });
    const second = await openDatabase({ dataDir });
    await storeInquiry(second.db, contact("Added later"), "c".repeat(16));
    await second.close();

    const file = path.join(cwd, "kept.tar.gz");
    const refused = await run(runRestore, [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("already holds a database: run again with --force");

    const forced = await run(runRestore, [file, "--force"], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    const keptAside = /the database it replaced is in (\S+)/.exec(forced.output)![1]!;
    expect(fs.existsSync(path.join(keptAside, "PG_VERSION"))).toBe(true);
    const restored = await openDatabase({ dataDir });
    expect(await names(restored)).toEqual(["Kept"]);
    await restored.close();
  }, 120_000);

  it("backs up through the running server that holds DATA_DIR; restoring then waits for it to stop", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-live-"));
    const server = await holdDataDirInChild(dataDir);
    const live = await openDatabase({ dataDir });
    await storeInquiry(live.db, contact("Live lead"), "d".repeat(16));
    const socket = await startDeskCliSocket({
      dataDir,
      run: rawQuery(live.db),
      outbox: { deliverNow: () => {} } as never,
      dump: live.dump,
    });
    try {
      const backup = await run(runBackup, ["live.tar.gz"], { DATA_DIR: dataDir });
      expect(backup.code).toBe(0);
      const restore = await run(runRestore, [path.join(backup.cwd, "live.tar.gz"), "--force"], {
        DATA_DIR: dataDir,
      });
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(`A server holds ${dataDir}: stop it`);

      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "backup-live-dst-"));
      expect(
        (await run(runRestore, [path.join(backup.cwd, "live.tar.gz")], { DATA_DIR: elsewhere }))
          .code,
      ).toBe(0);
      const restored = await openDatabase({ dataDir: elsewhere });
      expect(await names(restored)).toEqual(["Live lead"]);
      await restored.close();
    } finally {
      await socket?.close();
      await live.close();
      await server.stop();
    }
  }, 120_000);

  it("says what is wrong with a file that is not a backup, or one for the other database", async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "backup-bad-"));
    fs.writeFileSync(path.join(cwd, "notes.txt"), "hello");
    const bad = await run(runRestore, [path.join(cwd, "notes.txt")], { DATA_DIR: cwd });
    expect(bad.output).toContain("is not a backup made by npm run backup");
    fs.writeFileSync(path.join(cwd, "pg.pgdump"), "PGDMP...");
    const other = await run(runRestore, [path.join(cwd, "pg.pgdump")], { DATA_DIR: cwd });
    expect(other.output).toContain("is a PostgreSQL backup, but the configured database is PGlite");
    expect(other.code).toBe(1);
  });
});

const missing = postgresMissingReason();
describe.skipIf(missing)("npm run backup and restore with PostgreSQL (pg_dump)", () => {
  it("dumps one database and restores it into another", async () => {
    const postgres = await startPostgres();
    try {
      const from = await postgres.createDatabase("backup_from");
      const to = await postgres.createDatabase("backup_to");
      const source = await openDatabase({ databaseUrl: from, dataDir: "memory://" });
      await storeInquiry(source.db, contact("Grace Hopper"), "e".repeat(16));
      await source.close();

      const backup = await run(runBackup, [], { DATABASE_URL: from, PATH: process.env.PATH ?? "" });
      expect(backup.output).toContain("PostgreSQL (pg_dump) saved to");
      expect(backup.code).toBe(0);
      const file = /saved to (\S+)/.exec(backup.output)![1]!;
      expect(file).toMatch(/backups\/site-postgres-.*\.pgdump$/);

      const restore = await run(runRestore, [file], { DATABASE_URL: to });
      expect(restore.code).toBe(0);
      const restored = await openDatabase({ databaseUrl: to, dataDir: "memory://" });
      expect(await names(restored)).toEqual(["Grace Hopper"]);
      await restored.close();
      // Again, now that the tables exist: only with --force.
      expect((await run(runRestore, [file], { DATABASE_URL: to })).output).toContain("--force");
      expect((await run(runRestore, [file, "--force"], { DATABASE_URL: to })).code).toBe(0);
    } finally {
      await postgres.stop();
    }
  }, 180_000);
});
