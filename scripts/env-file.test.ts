import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import packageJson from "#package.json";
import { makeContentDir } from "#server/content-sync/test-fixture";

/** An npm script's command as npm would run it in `cwd` (npm runs scripts in the project root). */
function runScript(name: keyof typeof packageJson.scripts, args: string[], cwd: string, env = {}) {
  const command = packageJson.scripts[name].replace(/scripts\//g, `${path.resolve("scripts")}/`);
  return spawnSync("sh", ["-c", `${command} ${args.join(" ")}`], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
}

describe("the .env file", () => {
  it("configures the commands npm runs, and the real environment wins over it", () => {
    const broken = makeContentDir();
    broken.writePost("from-dotenv", { publishAt: "2025-01-01" });
    const fine = makeContentDir();
    fine.writePost("ok", {});
    const project = path.dirname(broken.dir);
    fs.writeFileSync(path.join(project, ".env"), `CONTENT_DIR=${broken.dir}\n`);

    const fromFile = runScript("content:sync", ["--check"], project);
    expect(fromFile.status).toBe(1);
    expect(fromFile.stdout).toContain("content/blog/from-dotenv.md: publishAt: unknown field");

    const overridden = runScript("content:sync", ["--check"], project, { CONTENT_DIR: fine.dir });
    expect(overridden.stdout).toContain("files OK: 1 posts");
    expect(overridden.status).toBe(0);
    // Two whole CLI starts: on a busy two-core machine each can take over ten seconds.
  }, 60_000);

  it("is loaded by every command that reads the configuration", () => {
    for (const name of ["start", "dev", "desk", "content:sync", "backup", "restore"] as const) {
      expect(packageJson.scripts[name as keyof typeof packageJson.scripts], name).toMatch(
        /^node --env-file-if-exists=\.env /,
      );
    }
  });
});
