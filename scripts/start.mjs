// `npm start`: builds when there is no build yet (or it is older than the sources), then serves.
// content/ is not a source of the build: the server syncs it into the database when it starts
// (and `npm run content:sync` without a restart), so editing a post never rebuilds the site.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { requireNodeFloor } from "#server/process/node-floor.mjs";

requireNodeFloor(process.cwd());

const outputs = ["build/server.mjs", "build/astro/server/entry.mjs", "build/prerender-stamp.json"];
const sourceDirs = ["app", "server", "public"];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

const missing = outputs.some((file) => !fs.existsSync(file));
const stale =
  !missing &&
  Math.max(...sourceDirs.filter((dir) => fs.existsSync(dir)).map(newestMtime)) >
    Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));

// A production install (`npm ci --omit=dev`) has no build tools: it serves the build it was
// given, and says so when the sources look newer (a checkout after copying the build).
const canBuild = fs.existsSync("node_modules/@tailwindcss/vite");
if (missing && !canBuild) {
  console.error(
    "No build found, and this install has no build tools (npm ci --omit=dev): run `npm run build` where the development dependencies are installed and copy build/ here.",
  );
  process.exit(1);
} else if (stale && !canBuild) {
  console.log(
    "Sources look newer than the build; this install cannot build, so it serves the build it has.",
  );
} else if (missing || stale) {
  console.log(missing ? "No build found: building first." : "Sources changed: rebuilding.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run the server in this process, so signals (SIGTERM, Ctrl+C) reach its graceful shutdown.
await import(path.resolve("build/server.mjs"));
