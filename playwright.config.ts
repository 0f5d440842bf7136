import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "./tests/e2e/support/chromium";
import { BASE_URL, E2E_PORT } from "./tests/e2e/support/servers";
import { startRun } from "./tests/support/test-run.mjs";

// The run's temporary folder (tests/support/test-run.mjs): the servers, databases and browsers
// of the run live in it, and the global teardown stops them and deletes it. Workers load this
// file again and keep the folder of the run that started them.
process.env.SITE_TEST_RUN_DIR ??= startRun();

// Each run gets an empty database of its own.
const dataDir =
  process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-main-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A page with an axe check in both colour schemes took 31–34 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test costs a fifth of the run (docs/PERFORMANCE.md): a
    // failure is traced on its retry (CI retries once; locally: --retries=1 or --trace=on).
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A longer render queue than production's: two workers on a busy machine (servers.ts).
    command: `node build/server.mjs --tuning '{"renderQueueLimit":64,"renderMaxWaitMs":30000}'`,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      RATE_LIMIT_WRITES_PER_MINUTE: "10000",
      // The whole suite comes from one address, with many 404s and filtered pages.
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      LOG_REQUESTS: "false",
    },
  },
});
