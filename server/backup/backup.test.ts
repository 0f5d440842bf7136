import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pack } from "tar-stream";

import { describe, expect, it } from "vitest";

import { openDatabase } from "#server/db/client";
import { migratedDataDir } from "#tests/support/pglite-template";
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
    const dataDir = migratedDataDir("backup-src-");
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

  it("never writes through a symbolic link at <target>.partial or at the target", async () => {
    const dataDir = migratedDataDir("backup-link-");
    const source = await openDatabase({ dataDir });
    await source.close();
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "backup-link-cwd-"));
    const victim = path.join(cwd, "victim.txt");
    fs.writeFileSync(victim, "not a backup");
    fs.symlinkSync(victim, path.join(cwd, "leads.tar.gz.partial"));
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const env = { DATA_DIR: dataDir };

    expect(await runBackup({ args: ["leads.tar.gz"], env, cwd, print })).toBe(1);
    expect(lines.at(-1)).toContain("leads.tar.gz.partial exists");
    expect(fs.readFileSync(victim, "utf8")).toBe("not a backup");
    expect(fs.lstatSync(path.join(cwd, "leads.tar.gz.partial")).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(path.join(cwd, "leads.tar.gz"))).toBe(false);

    // A link at the target itself, even a dangling one, is a file that exists.
    fs.symlinkSync(path.join(cwd, "nowhere"), path.join(cwd, "other.tar.gz"));
    expect(await runBackup({ args: ["other.tar.gz"], env, cwd, print })).toBe(1);
    expect(lines.at(-1)).toContain("other.tar.gz exists: name another file");
    expect(fs.existsSync(path.join(cwd, "nowhere"))).toBe(false);
  }, 120_000);

  it("refuses to replace a database without --force, and keeps the replaced one", async () => {
    const dataDir = migratedDataDir("backup-force-");
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
    const dataDir = migratedDataDir("backup-live-");
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

/** Every file of a folder and its bytes, as one hash: equal means byte for byte the same. */
function folderHash(dir: string): string {
  const hash = createHash("sha256");
  const visit = (at: string) => {
    for (const entry of fs
      .readdirSync(at, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(at, entry.name);
      hash.update(path.relative(dir, file));
      if (entry.isDirectory()) visit(file);
      else hash.update(fs.readFileSync(file));
    }
  };
  visit(dir);
  return hash.digest("hex");
}

/** A gzipped tar of the given files, as another tool would make it. */
async function tarGz(files: Record<string, string | Buffer>): Promise<Buffer> {
  const archive = pack();
  for (const [name, body] of Object.entries(files)) archive.entry({ name }, body);
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

/** The offset of an entry's data in a tar (the entry named, header checksums kept valid). */
function entryDataOffset(tar: Buffer, suffix: string): number {
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar
      .subarray(at, at + 100)
      .toString("utf8")
      .replace(/\0.*$/s, "");
    const size = parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString("utf8")
        .trim() || "0",
      8,
    );
    if (name.endsWith(suffix)) return at + 512;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${suffix} is not in the archive`);
}

describe("a restore that fails leaves the database as it was", () => {
  it("refuses a truncated, foreign, tampered or unreadable backup before touching anything", async () => {
    const dataDir = migratedDataDir("restore-safe-");
    const live = await openDatabase({ dataDir });
    await storeInquiry(live.db, contact("Before the restore"), "f".repeat(16));
    await storeInquiry(live.db, contact("Also before"), "g".repeat(16));
    const rowBefore = await rawQuery(live.db)(
      "select id, full_name, email, created_at from contact_inquiries order by full_name limit 1",
    );
    await live.close();
    const { cwd } = await run(runBackup, ["good.tar.gz"], { DATA_DIR: dataDir });
    const good = fs.readFileSync(path.join(cwd, "good.tar.gz"));
    const goodTar = gunzipSync(good);

    // Another PGlite database, without the site's tables.
    const other = new PGlite(path.join(cwd, "other-db"));
    await other.exec("create table notes (body text); insert into notes values ('hello')");
    const otherDump = Buffer.from(await (await other.dumpDataDir("gzip")).arrayBuffer());
    await other.close();

    const flipped = Buffer.from(good);
    flipped[flipped.length >> 1]! ^= 0xff;
    const control = Buffer.from(goodTar);
    const controlAt = entryDataOffset(control, "global/pg_control");
    for (let i = 0; i < 64; i++) control[controlAt + i]! ^= 0x5a;
    const rows = Buffer.from(goodTar);
    rows[entryDataOffset(rows, "PG_VERSION")] = "9".charCodeAt(0);

    const cases: { name: string; bytes: Buffer; checksumOf?: Buffer; says: RegExp }[] = [
      {
        name: "truncated",
        bytes: good.subarray(0, good.length >> 1),
        says: /is damaged: .*cut short/,
      },
      { name: "a byte flipped", bytes: flipped, says: /is damaged: .*corrupt/ },
      {
        name: "foreign tar.gz",
        bytes: await tarGz({ "README.md": "# another project\n", "src/index.js": "1;\n" }),
        says: /is not a PGlite backup: it has no PG_VERSION or global\/pg_control/,
      },
      {
        name: "gzip of random bytes",
        bytes: gzipSync(randomBytes(64 * 1024)),
        says: /is damaged or not a backup: its archive/,
      },
      {
        name: "random bytes after a gzip mark",
        bytes: Buffer.concat([Buffer.from([0x1f, 0x8b]), randomBytes(4096)]),
        says: /is damaged: /,
      },
      {
        name: "another PGlite database",
        bytes: otherDump,
        says: /cannot be restored: it opens, but it is not this site's database \(no contact_inquiries\)/,
      },
      {
        name: "pg_control tampered, archive valid",
        bytes: gzipSync(control),
        says: /cannot be restored: a trial restore failed/,
      },
      {
        name: "changed since its checksum",
        bytes: gzipSync(rows),
        checksumOf: good,
        says: /does not match its checksum in .*good-copy\.tar\.gz\.sha256/,
      },
    ];

    const pgliteDir = path.join(dataDir, "pglite");
    const before = folderHash(pgliteDir);
    for (const { name, bytes, checksumOf, says } of cases) {
      const file = path.join(cwd, checksumOf ? "good-copy.tar.gz" : `${name}.tar.gz`);
      fs.writeFileSync(file, bytes);
      if (checksumOf) fs.copyFileSync(path.join(cwd, "good.tar.gz.sha256"), `${file}.sha256`);
      const restore = await run(runRestore, [file, "--force"], { DATA_DIR: dataDir });
      expect(restore.code, name).toBe(1);
      expect(restore.output, name).toMatch(says);
      // One line, no stack.
      expect(restore.output.split("\n"), name).toHaveLength(1);
      expect(restore.output, name).not.toMatch(/\n\s+at |Z_DATA_ERROR|Z_BUF_ERROR/);
      expect(folderHash(pgliteDir), name).toBe(before);
      // No trial folder left, nothing renamed aside.
      expect(
        fs.readdirSync(dataDir).filter((entry) => entry.startsWith("pglite")),
        name,
      ).toEqual(["pglite"]);
    }

    const after = await openDatabase({ dataDir });
    expect(await names(after)).toEqual(["Also before", "Before the restore"]);
    expect(
      await rawQuery(after.db)(
        "select id, full_name, email, created_at from contact_inquiries order by full_name limit 1",
      ),
    ).toEqual(rowBefore);
    await after.close();

    // The good backup still restores, and says it checked its checksum.
    const restored = await run(runRestore, [path.join(cwd, "good.tar.gz"), "--force"], {
      DATA_DIR: dataDir,
    });
    expect(restored.code).toBe(0);
    expect(restored.output).toContain("(checksum verified)");
    expect(restored.output).toContain("(2 inquiries)");
  }, 240_000);
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

      // A damaged or foreign dump is refused before anything is dropped.
      // Cut in its table of contents, and in its data.
      const whole = fs.readFileSync(file);
      const cuts = [0.6, 0.97].map((share) => {
        const cut = path.join(path.dirname(file), `cut-${share}.pgdump`);
        fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * share)));
        return cut;
      });
      const elsewhere = await postgres.createDatabase("backup_elsewhere");
      const other = new pg.Client({ connectionString: elsewhere });
      await other.connect();
      await other.query("create table notes (body text); insert into notes values ('hello')");
      await other.end();
      const foreign = await run(runBackup, [], { DATABASE_URL: elsewhere });
      const foreignFile = /saved to (\S+)/.exec(foreign.output)![1]!;
      for (const [bad, says] of [
        ...cuts.map((cut) => [cut, /is damaged: /] as const),
        [foreignFile, /is not a backup of this site's database: it has no contact_inquiries/],
      ] as const) {
        const refused = await run(runRestore, [bad, "--force"], { DATABASE_URL: to });
        expect(refused.code, bad).toBe(1);
        expect(refused.output, bad).toMatch(says);
        expect(refused.output.split("\n"), bad).toHaveLength(1);
      }
      const unchanged = await openDatabase({ databaseUrl: to, dataDir: "memory://" });
      expect(await names(unchanged)).toEqual(["Grace Hopper"]);
      await unchanged.close();
    } finally {
      await postgres.stop();
    }
  }, 180_000);
});
