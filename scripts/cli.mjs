// `npm run content:sync | desk | desk:password`: runs the command-line tool from the build
// (build/cli/<name>.mjs, scripts/build-cli.mjs), which is all a production install has. Where
// the development tools are installed, a bundle older than its sources is made again first
// (about a second), so a changed tool never runs stale.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { requireNodeFloor } from "#server/process/node-floor.mjs";
import { CLI_ENTRIES, CLI_SOURCES, buildClis, cliPath } from "./build-cli.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
requireNodeFloor(root);

const [name, ...args] = process.argv.slice(2);
if (!name || !(name in CLI_ENTRIES)) {
  process.stderr.write(
    `Usage: node scripts/cli.mjs <${Object.keys(CLI_ENTRIES).join("|")}> [args]\n`,
  );
  process.exit(2);
}

function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

const bundle = cliPath(name);
const devToolsInstalled = fs.existsSync(path.join(root, "node_modules", "esbuild"));
if (devToolsInstalled) {
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  const sources = Math.max(
    ...CLI_SOURCES.map((source) => path.join(root, source))
      .filter((source) => fs.existsSync(source))
      .map(newestMtime),
  );
  if (sources > built) await buildClis();
} else if (!fs.existsSync(bundle)) {
  process.stderr.write(
    `${path.relative(process.cwd(), bundle)} is missing: copy the build (npm run build, where the development dependencies are installed) next to this install.\n`,
  );
  process.exit(1);
}

// A child process of its own: the tool reads the terminal (a hidden password), and its exit
// status is the command's.
const result = spawnSync(process.execPath, [bundle, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
