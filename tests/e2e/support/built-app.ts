import fs from "node:fs";
import path from "node:path";

let serverBuild: string | undefined;

function readAll(dir: string): string {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return readAll(full);
      return /\.m?js$/.test(entry.name) ? fs.readFileSync(full, "utf8") : "";
    })
    .join("\n");
}

/**
 * True when the production build contains this text (the server build, build/server/ and its
 * chunks, holds every route module and its content). Specs that test other areas' error states
 * use it to assert those states once the pages that show them exist, and only status and
 * timing before that.
 */
export function builtAppContains(text: string): boolean {
  serverBuild ??= readAll("build/server");
  return serverBuild.includes(text);
}
