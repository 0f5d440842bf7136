import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

import { DATA_DIR_LOCK_NAME, LOCK_STALE_MS, LOCK_UPDATE_MS } from "#server/process/data-dir-lock";

const holderScript = path.resolve(import.meta.dirname, "hold-data-dir.mjs");

/**
 * Holds the DATA_DIR lock from another process, as a running server does.
 *
 * Why not in the test's own process: proper-lockfile refreshes the lock on a timer, and a test
 * that restores and opens PGlite in the same thread keeps that timer from firing. On a loaded
 * 2-core CI machine the gap passed the stale time, the lock counted as compromised, and
 * releasing it threw ("Lock is already released"). An idle child refreshes on time, and the
 * lock is held by a different process, as in production.
 */
export async function holdDataDirInChild(dataDir: string): Promise<{ stop: () => Promise<void> }> {
  const dir = path.resolve(dataDir);
  const child = spawn(
    process.execPath,
    [
      holderScript,
      dir,
      path.join(dir, DATA_DIR_LOCK_NAME),
      String(LOCK_STALE_MS),
      String(LOCK_UPDATE_MS),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let printed = "";
  child.stdout.setEncoding("utf8");
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: string) => {
      printed += chunk;
      if (printed.includes("locked")) resolve();
    });
    child.once("exit", (code) =>
      reject(new Error(`the lock holder exited (${code}) before locking`)),
    );
  });
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.stdin.end();
      await exited;
    },
  };
}
