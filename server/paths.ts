import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root: the nearest folder above this file with the project's package.json. This
 * file runs from server/ (tsx, tests), bundled into build/ (the server) or into build/cli/ (the
 * command-line tools of a production install), so the depth differs.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, "..");
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const fromRoot = (...parts: string[]) => path.join(projectRoot, ...parts);
