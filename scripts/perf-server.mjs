// What the performance scripts (perf-lighthouse.mjs, perf-hydration.mjs, perf-load.mjs) share:
// the build's production server, the Chromium they drive, and how they summarise their runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

/** CHROMIUM_PATH or the system's Chromium; undefined leaves the choice to the launcher. */
export const chromePath = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((file) => file && fs.existsSync(file));

/** Exits with a word when there is no build to serve. */
export function requireBuild() {
  if (!fs.existsSync("build/server.mjs")) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
}

/** build/server.mjs (with `args`) in a child process, `env` over this process's environment. */
export function spawnBuildServer(env, { args = [], stdio = "ignore" } = {}) {
  return spawn(process.execPath, ["build/server.mjs", ...args], {
    env: { ...process.env, ...env },
    stdio,
  });
}

/**
 * Whether `url` answers 2xx within `timeoutMs`, asked every 200 ms. With `child`, throws as soon
 * as that process has exited.
 */
export async function answers(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

export const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The machine's load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
