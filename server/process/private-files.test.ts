import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { looseModes, makePrivate, warnAboutLooseModes } from "./private-files";

function dataDir(mode: number, fileMode: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
  fs.mkdirSync(path.join(dir, "pglite", "global"), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(dir, "pglite", "global", "pg_control"), "x", { mode: fileMode });
  fs.chmodSync(path.join(dir, "pglite", "global", "pg_control"), fileMode);
  fs.chmodSync(path.join(dir, "pglite"), 0o700);
  fs.chmodSync(path.join(dir, "pglite", "global"), 0o700);
  fs.chmodSync(dir, mode);
  return dir;
}

describe("the data directory's modes", () => {
  it("counts every entry group or others may read, write or enter", () => {
    const dir = dataDir(0o755, 0o666);
    expect(looseModes(dir)).toEqual({ loose: 2, total: 4, example: "." });
    fs.chmodSync(dir, 0o700);
    expect(looseModes(dir)).toEqual({ loose: 1, total: 4, example: "pglite/global/pg_control" });
  });

  it("takes group and others off every entry, keeping the owner's bits", () => {
    const dir = dataDir(0o755, 0o764);
    makePrivate(dir);
    expect(looseModes(dir)).toMatchObject({ loose: 0, total: 4 });
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "pglite", "global", "pg_control")).mode & 0o777).toBe(0o700);
  });

  it("warns in one line, with the fix, only when something is open to others", () => {
    const lines: Record<string, unknown>[] = [];
    const open = dataDir(0o755, 0o644);
    warnAboutLooseModes(open, (fields) => lines.push(fields));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", loose: 2 });
    expect(String(lines[0]!.message)).toContain(`chmod -R go-rwx ${open}`);

    warnAboutLooseModes(dataDir(0o700, 0o600), (fields) => lines.push(fields));
    warnAboutLooseModes(path.join(open, "not-made-yet"), (fields) => lines.push(fields));
    expect(lines).toHaveLength(1);
  });
});
