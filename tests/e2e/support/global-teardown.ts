import { endRun, environOf } from "#tests/support/test-run.mjs";

/**
 * After the last test (passed, failed or interrupted): stops whatever the run left running
 * (extra site servers, PostgreSQL, browsers) and deletes its temporary folder, or fails the run
 * when something survives (tests/support/test-run.mjs).
 */
export default async function globalTeardown() {
  const dir = process.env.SITE_TEST_RUN_DIR;
  if (!dir) return;
  // Playwright stops its own web server (playwright.config.ts) after this: not a leftover.
  const mainDataDir = process.env.E2E_DATA_DIR;
  const { stopped } = await endRun(dir, {
    // The runner's own workers end with it.
    spareChildren: true,
    expected: (pid) => mainDataDir !== undefined && environOf(pid).get("DATA_DIR") === mainDataDir,
  });
  if (stopped.length > 0) {
    process.stderr.write(
      `The end-to-end tests left ${stopped.length} process(es) running, now stopped:\n  ${stopped.join("\n  ")}\n`,
    );
  }
}
