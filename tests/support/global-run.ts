import { endAbandonedRuns, endRun, startRun } from "./test-run.mjs";

/**
 * The test runners' global setup (vitest.config.ts, vitest.scale.config.ts): the run gets a
 * temporary folder of its own (tests/support/test-run.mjs), and when it ends, passed, failed or
 * interrupted, whatever it left running is stopped and the folder deleted, or the run fails.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await endAbandonedRuns();
  const dir = startRun();
  return async () => {
    const { stopped } = await endRun(dir, { spareChildren: true });
    if (stopped.length > 0) {
      process.stderr.write(
        `The tests left ${stopped.length} process(es) running, now stopped:\n  ${stopped.join("\n  ")}\n`,
      );
    }
  };
}
