// `npm test`: everything, in the order that fails fastest: types, lint, unit tests, the
// production build, the two-instance test against that build, the same behind Varnish (when
// varnishd is installed), then end-to-end tests in Chromium against it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

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

// npm puts node_modules/.bin first on PATH, so the scripts run on the project's own Node.js
// (the `node` dev dependency) even where the system Node is older.
console.log(`Running on Node.js ${process.version} (${process.execPath})`);

const steps = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["unit tests", ["run", "test:unit"]],
  ["build", ["run", "build"]],
  ["two instances on one PostgreSQL", ["run", "test:scale"]],
  [
    "behind Varnish (test:cdn)",
    ["run", "test:cdn"],
    varnishd
      ? undefined
      : "varnishd is not installed (Debian: sudo apt-get install -y varnish); the shipped VCL was not tested",
  ],
  ["end-to-end tests", ["run", "test:e2e"]],
];

for (const [name, args, skipReason] of steps) {
  if (skipReason) {
    console.log(`\n=== ${name}: SKIPPED: ${skipReason} ===`);
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync("npm", args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s ===`);
}
