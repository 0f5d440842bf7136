import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root. This file runs from server/ (tsx, tests) or bundled into build/ (npm start);
 * both are one level below the root.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const fromRoot = (...parts: string[]) => path.join(projectRoot, ...parts);
