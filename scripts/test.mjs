// `npm test`: everything, the quick checks first: the production build, types and lint (with the
// CDN test behind Varnish beside them, when varnishd is installed), unit tests, the two-instance
// tests against the build, then end-to-end tests in Chromium against it. The run has a temporary
// folder of its own (tests/support/test-run.mjs): passed, failed or interrupted, nothing it
// started is left running and the folder is deleted.
import { spawn, spawnSync } from "node:child_process";
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
// The build comes first so that the CDN test can run beside the type check and lint: it mostly
// waits on Varnish and its servers, they use one core each, and none of the three times anything.
// A stage's steps run in turn, its `beside` step alongside them with its output held until they
// end. The unit tests and the timed steps after them run alone.
const step = (name, script) => ({ name, args: ["run", script] });
const cdn = step("behind Varnish (test:cdn)", "test:cdn");
const stages = [
  { steps: [step("build", "build")] },
  { steps: [step("typecheck", "typecheck"), step("lint", "lint")], beside: varnishd ? cdn : null },
  { steps: [step("unit tests", "test:unit")] },
  { steps: [step("two instances on one PostgreSQL, and the flood (test:scale)", "test:scale")] },
  { steps: [step("end-to-end tests", "test:e2e")] },
];
if (!varnishd) {
  console.log(
    `\n=== ${cdn.name}: SKIPPED: varnishd is not installed (Debian: sudo apt-get install -y varnish); the shipped VCL was not tested ===`,
  );
}

/** Runs `npm args`, its output held (for a step run beside another) or shown as it comes. */
function runNpm(args, { hold = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit", env });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) =>
      resolve({ code, signal, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/** Says how a step went; false when the run stops there. */
function report(name, result) {
  if (interrupted || result.signal) {
    console.error(`\n${name} interrupted after ${result.seconds} s.`);
    status ||= 130;
    return false;
  }
  if (result.code !== 0) {
    console.error(`\n${name} failed after ${result.seconds} s.`);
    status ||= result.code ?? 1;
    return false;
  }
  console.log(`=== ${name} passed in ${result.seconds} s ===`);
  return true;
}

let status = 0;
for (const { steps, beside } of stages) {
  const besideResult = beside ? runNpm(beside.args, { hold: true }) : null;
  let passed = true;
  for (const { name, args } of steps) {
    console.log(`\n=== ${name} ===`);
    if (!report(name, await runNpm(args))) {
      passed = false;
      break;
    }
  }
  // Waited for and reported even after a failure, so that nothing of the run is left running.
  if (besideResult) {
    const { output, ...outcome } = await besideResult;
    console.log(`\n=== ${beside.name} (ran beside the steps above) ===\n${output}`);
    passed = report(beside.name, outcome) && passed;
  }
  if (!passed) break;
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
