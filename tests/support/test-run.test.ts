import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { endAbandonedRuns, endRun, processesOf, startRun } from "./test-run.mjs";

const originalTmpdir = process.env.TMPDIR;
afterEach(() => {
  process.env.TMPDIR = originalTmpdir;
});

/** A run's folder with a file in a subfolder, made without touching this process's TMPDIR. */
function makeRun() {
  const dir = startRun();
  process.env.TMPDIR = originalTmpdir;
  fs.mkdirSync(path.join(dir, "pg-test-x", "data"), { recursive: true });
  fs.writeFileSync(path.join(dir, "pg-test-x", "data", "PG_VERSION"), "15");
  return dir;
}

/** A process started in the run (TMPDIR names its folder); stubborn ones ignore SIGTERM. */
function startIn(dir: string, { stubborn = false } = {}) {
  const code = `${stubborn ? "process.on('SIGTERM', () => {});" : ""} setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", code], {
    env: { ...process.env, TMPDIR: path.join(dir, "nested") },
    stdio: "ignore",
  });
  return child;
}

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

describe.skipIf(!fs.existsSync("/proc"))("a test run's clean-up", () => {
  it("stops every process started in the run, stubborn ones too, and deletes its folder", async () => {
    const dir = makeRun();
    const polite = startIn(dir);
    const stubborn = startIn(dir, { stubborn: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesOf(dir).sort()).toEqual([polite.pid, stubborn.pid].sort());

    const { stopped } = await endRun(dir, { graceMs: 500 });
    expect(stopped).toHaveLength(2);
    await Promise.all([exited(polite), exited(stubborn)]);
    expect(polite.signalCode).toBe("SIGTERM");
    expect(stubborn.signalCode).toBe("SIGKILL");
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("leaves processes of other runs and this process alone", async () => {
    const mine = makeRun();
    const other = makeRun();
    const outsider = startIn(other);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await endRun(mine);
    expect(outsider.exitCode).toBeNull();
    expect(fs.existsSync(other)).toBe(true);
    await endRun(other);
    await exited(outsider);
  });

  it("ends the runs of a test process that was killed before it could clean up", async () => {
    const dir = makeRun();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    fs.writeFileSync(path.join(dir, ".owner"), dead.stdout.toString());
    const orphan = startIn(dir);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await endAbandonedRuns();
    await exited(orphan);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
