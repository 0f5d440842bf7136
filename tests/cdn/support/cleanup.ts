import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Everything the CDN test starts (PostgreSQL, the instances, Varnish, temporary folders) is
 * stopped by the test's afterAll, also when a test failed. When the test process itself dies
 * (Ctrl-C, a kill, a crash), afterAll does not run: a watchdog shell, started detached so that
 * the same Ctrl-C does not stop it, waits for this process to end and then runs the shell
 * commands each resource registered (stop the server, kill the pid, remove the folder).
 * A normal end stops the watchdog before it does anything.
 */
export interface Cleanup {
  /** `stop` runs in afterAll (last registered first); `fallback` is the watchdog's shell. */
  add(name: string, stop: () => Promise<unknown> | unknown, fallback?: string): void;
  /** Runs every stop, last first, even when some fail; then ends the watchdog. */
  runAll(): Promise<string[]>;
}

export function createCleanup(): Cleanup {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-test-watchdog-"));
  const script = path.join(dir, "cleanup.sh");
  const steps: Array<{ name: string; stop: () => Promise<unknown> | unknown; fallback?: string }> =
    [];
  const writeScript = () =>
    fs.writeFileSync(
      script,
      [
        ...steps
          .map((step) => step.fallback)
          .filter(Boolean)
          .reverse(),
        `rm -rf '${dir}'`,
        "",
      ].join("\n"),
    );
  writeScript();
  const watchdog: ChildProcess = spawn(
    "sh",
    [
      "-c",
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 0.5; done; sh '${script}' >/dev/null 2>&1`,
    ],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();

  return {
    add(name, stop, fallback) {
      steps.push({ name, stop, fallback });
      writeScript();
    },
    async runAll() {
      const problems: string[] = [];
      for (const step of steps.splice(0).reverse()) {
        try {
          await step.stop();
        } catch (error) {
          problems.push(`${step.name}: ${(error as Error).message}`);
        }
      }
      watchdog.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
      return problems;
    },
  };
}
