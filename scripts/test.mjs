// `npm test`: everything, in the order that fails fastest: types, lint, unit tests, the
// production build, the two-instance tests against that build, the same behind Varnish (when
// varnishd is installed), then end-to-end tests in Chromium against it. The run has a temporary
// folder of its own (tests/support/test-run.mjs): passed, failed or interrupted, nothing it
// started is left running and the folder is deleted.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

import { requireNodeFloor } from "#server/process/node-floor.mjs";
import { endAbandonedRuns, endRun, startRun } from "#tests/support/test-run.mjs";

requireNodeFloor(process.cwd());

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (file) => file && fs.existsSync(file),
);
if (!chromium) {
  console.error(
    [
      "No Chromium found for the end-to-end tests.",
      "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}

// The CDN test needs Varnish (.ci/run installs Debian's varnish package); without it the step
// is skipped, and said so, rather than failing a laptop that has no reason to run Varnish.
const varnishd =
  spawnSync("sh", ["-c", "command -v varnishd"], { encoding: "utf8" }).stdout.trim() ||
  fs.existsSync("/usr/sbin/varnishd");

/** True when nothing listens on the port (the e2e server binds every address, as here). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

// The end-to-end server's port, checked now rather than after the build (minutes later). The
// build prerenders for it, so the pages it serves are the sealed ones.
const e2ePort = Number(process.env.E2E_PORT ?? 3000);
if (!(await portIsFree(e2ePort))) {
  console.error(
    `port ${e2ePort} is in use: stop \`npm start\` (or whatever listens there), or run the tests on another port: E2E_PORT=3100 npm test`,
  );
  process.exit(1);
}

// npm puts node_modules/.bin first on PATH, so the scripts run on the project's own Node.js
// (the `node` dev dependency) even where the system Node is older.
console.log(`Running on Node.js ${process.version} (${process.execPath})`);

await endAbandonedRuns();
const runDir = startRun();
let interrupted = false;
// Ctrl+C reaches the running step too; this process waits for it, then cleans up.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    interrupted = true;
  });
}

const env = { ...process.env, E2E_PORT: String(e2ePort), PORT: String(e2ePort) };
const steps = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["unit tests", ["run", "test:unit"]],
  ["build", ["run", "build"]],
  ["two instances on one PostgreSQL, and the flood (test:scale)", ["run", "test:scale"]],
  [
    "behind Varnish (test:cdn)",
    ["run", "test:cdn"],
    varnishd
      ? undefined
      : "varnishd is not installed (Debian: sudo apt-get install -y varnish); the shipped VCL was not tested",
  ],
  ["end-to-end tests", ["run", "test:e2e"]],
];

let status = 0;
for (const [name, args, skipReason] of steps) {
  if (skipReason) {
    console.log(`\n=== ${name}: SKIPPED: ${skipReason} ===`);
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (interrupted || result.signal) {
    console.error(`\n${name} interrupted after ${seconds} s.`);
    status = 130;
    break;
  }
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    status = result.status ?? 1;
    break;
  }
  console.log(`=== ${name} passed in ${seconds} s ===`);
}

try {
  const { stopped } = await endRun(runDir);
  console.log(
    `\nCleaned up: no process of the run left${stopped.length ? ` (stopped ${stopped.length} the steps left behind)` : ""}, its temporary folder deleted.`,
  );
} catch (error) {
  console.error(`\n${error.message}`);
  status ||= 1;
}
process.exit(status);
