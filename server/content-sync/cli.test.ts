import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { lockDataDir } from "#server/process/data-dir-lock";
import { runContentSync } from "./cli";
import { makeContentDir } from "./test-fixture";

/** Runs `npm run content:sync` in this process; returns its exit code and what it printed. */
async function run(args: string[], env: Record<string, string>, contentDir: string) {
  const lines: string[] = [];
  const code = await runContentSync({ args, env, contentDir, print: (line) => lines.push(line) });
  return { code, output: lines.join("\n") };
}

describe("npm run content:sync", () => {
  it("--check names the file and field of an error and exits 1, without a database", async () => {
    const content = makeContentDir();
    content.writePost("typo", { publishAt: "2025-01-01" });
    const { code, output } = await run(["--check"], {}, content.dir);
    expect(code).toBe(1);
    expect(output).toContain("nothing was changed");
    expect(output).toContain("content/blog/typo.md: publishAt: unknown field");
  });

  it("refuses while another process holds the embedded database's DATA_DIR", async () => {
    const content = makeContentDir();
    content.writePost("a", {});
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-cli-"));
    // The lock a running server holds (server/process/data-dir-lock.ts).
    const release = await lockDataDir(dataDir, { onCompromised: () => {} });
    const { code, output } = await run([], { DATA_DIR: dataDir }, content.dir);
    await release();
    expect(code).toBe(1);
    expect(output).toContain(`holds DATA_DIR ${dataDir}`);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("syncs and says what changed", async () => {
    const content = makeContentDir();
    content.writePost("a", {});
    content.writePost("b", { draft: "true" });
    const { code, output } = await run([], { DATA_DIR: "memory://" }, content.dir);
    expect(code).toBe(0);
    expect(output).toContain("files OK: 1 posts (1 drafts), 1 templates, 2 categories");
    expect(output).toContain("posts: 1 added, 0 changed, 0 removed");
  }, 120_000);

  it("refuses older content with exit 1 and the way out, and --force rolls it back", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-cli-"));
    try {
      const newer = makeContentDir();
      newer.writePost("a", { updatedAt: "2026-03-01T00:00:00Z" }, "New.");
      const older = makeContentDir();
      older.writePost("a", { updatedAt: "2026-01-01T00:00:00Z" }, "Old.");
      expect((await run([], { DATA_DIR: dataDir }, newer.dir)).code).toBe(0);

      const refused = await run([], { DATA_DIR: dataDir }, older.dir);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("nothing was changed: the database holds newer content");
      expect(refused.output).toContain("updatedAt 2026-03-01T00:00:00.000Z");
      expect(refused.output).toContain("--force");

      const forced = await run(["--force"], { DATA_DIR: dataDir }, older.dir);
      expect(forced.code).toBe(0);
      expect(forced.output).toContain("rolled back from ");
      expect(forced.output).toContain("posts: 0 added, 1 changed, 0 removed");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
