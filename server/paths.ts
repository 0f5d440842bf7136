import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The nearest folder above this file with a package.json: it runs from server/, bundled into
 * build/ or into build/cli/, so the depth differs.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, "..");
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const fromRoot = (...parts: string[]) => path.join(projectRoot, ...parts);
