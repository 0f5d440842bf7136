// The Node.js floor of the project (package.json `engines.node`, `>=22.22`), checked where a
// program starts: the server and every command-line tool stop at once with a clear message on an
// older Node, instead of failing later on a missing API. Plain JavaScript, so that even an old
// Node can run the check itself.
import fs from "node:fs";
import path from "node:path";

/** `>=22.22` → [22, 22, 0]; undefined when the field has another shape. */
export function parseFloor(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(range ?? "").trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : undefined;
}

/** A sentence saying why this Node is too old, or undefined when it meets the floor. */
export function nodeFloorProblem(version, range) {
  const floor = parseFloor(range);
  if (!floor) return undefined;
  const have = String(version).replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > floor[i]) return undefined;
    if ((have[i] ?? 0) < floor[i]) {
      return `Node.js ${floor.join(".")} or later is needed (package.json engines: "${range}"); this is ${version} (${process.execPath}). See .nvmrc and the README.`;
    }
  }
  return undefined;
}

/** Exits with status 1 when the running Node is older than the floor of the project at `root`. */
export function requireNodeFloor(root) {
  let range;
  try {
    range = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines?.node;
  } catch {
    return;
  }
  const problem = nodeFloorProblem(process.version, range);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
