// One test run's temporary folder and the processes started in it. A run sets TMPDIR to a
// folder of its own before anything starts, so every temporary folder a test makes (databases,
// PostgreSQL data, content checkouts) is inside it, and every process a test starts (built
// servers, PostgreSQL, browsers) carries TMPDIR=<that folder> in its environment. At the end,
// however the run ended (passed, failed, interrupted), `endRun` stops every process whose
// environment names the folder, deletes the folder, and checks that both are gone.
//
// Used by scripts/test.mjs (`npm test`), the Vitest configs (globalSetup) and the Playwright
// config (globalTeardown). Plain JavaScript, so that scripts/test.mjs needs no TypeScript loader.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const RUN_PREFIX = "site-test-run-";

/** Creates the run's folder and points TMPDIR at it; children inherit it. */
export function startRun() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), RUN_PREFIX));
  // PostgreSQL runs as its own user when the tests run as root: it must reach its folder here.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, ".owner"), String(process.pid));
  process.env.TMPDIR = dir;
  return dir;
}

/** The parent of a process, from /proc (0 when it is gone). */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return 0;
  }
}

/**
 * The pids never stopped here: this process and its ancestors, whatever they inherited, and,
 * with `spareChildren`, its own children: a test runner's workers, which it ends itself.
 */
function spared(pid, spareChildren) {
  if (spareChildren && parentOf(pid) === process.pid) return true;
  for (let ancestor = process.pid; ancestor > 1; ancestor = parentOf(ancestor)) {
    if (ancestor === pid) return true;
  }
  return false;
}

/**
 * The processes started inside the run (their environment has TMPDIR at the run's folder or
 * below it), found in /proc. Linux only: elsewhere none are found and only the folder goes.
 */
export function processesOf(dir, { spareChildren = false } = {}) {
  if (!fs.existsSync("/proc")) return [];
  const found = [];
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const value = environOf(pid).get("TMPDIR");
    if (
      value &&
      (value === dir || value.startsWith(`${dir}${path.sep}`)) &&
      !spared(pid, spareChildren)
    ) {
      found.push(pid);
    }
  }
  return found;
}

/** A process's environment as it started (empty when it is gone or not ours to read). */
export function environOf(pid) {
  try {
    const lines = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    return new Map(
      lines
        .filter((line) => line.includes("="))
        .map((line) => {
          const at = line.indexOf("=");
          return [line.slice(0, at), line.slice(at + 1)];
        }),
    );
  } catch {
    return new Map();
  }
}

/** The command line of a process, shortened, for the report. */
function commandOf(pid) {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    return command.length > 120 ? `${command.slice(0, 119)}…` : command;
  } catch {
    return "";
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    // A zombie has exited; only its parent's wait is missing.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops what the run left running (SIGTERM, then SIGKILL after `graceMs`), deletes its folder,
 * and throws if a process or the folder is still there. Returns what it had to stop, leaving out
 * what `expected` says was meant to be running still (a runner's own server it stops next).
 */
export async function endRun(
  dir,
  { graceMs = 3000, expected = () => false, spareChildren = false } = {},
) {
  const leftovers = processesOf(dir, { spareChildren });
  // Read before they are stopped: afterwards there is nothing left to read.
  const unexpected = new Set(leftovers.filter((pid) => !expected(pid)));
  const commands = new Map(leftovers.map((pid) => [pid, commandOf(pid)]));
  for (const pid of leftovers) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + graceMs;
  while (leftovers.some(alive) && Date.now() < deadline) await sleep(100);
  for (const pid of leftovers.filter(alive)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  const killDeadline = Date.now() + 5000;
  while (leftovers.some(alive) && Date.now() < killDeadline) await sleep(100);
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });

  const survivors = processesOf(dir, { spareChildren }).filter(alive);
  if (survivors.length > 0 || fs.existsSync(dir)) {
    throw new Error(
      `The test run left ${survivors.length} process(es) (${survivors.join(", ")}) or its folder ${dir} behind.`,
    );
  }
  return {
    stopped: leftovers
      .filter((pid) => unexpected.has(pid))
      .map((pid) => `${pid} ${commands.get(pid) ?? ""}`.trim()),
  };
}

/**
 * Runs left by a process that is gone (killed before it could clean up): ended now, so a
 * machine that runs the tests all day does not fill up.
 */
export async function endAbandonedRuns() {
  const base = os.tmpdir();
  for (const name of fs.readdirSync(base)) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const dir = path.join(base, name);
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(path.join(dir, ".owner"), "utf8"));
    } catch {
      // not a run's folder after all, or being made right now
    }
    if (owner > 0 && !alive(owner)) await endRun(dir).catch(() => {});
  }
}
