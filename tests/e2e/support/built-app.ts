import fs from "node:fs";

let serverBundle: string | undefined;

/**
 * True when the production build contains this text (the server bundle holds every route
 * module and its content). Specs that test other areas' error states use it to assert those
 * states once the pages that show them exist, and only status and timing before that.
 */
export function builtAppContains(text: string): boolean {
  serverBundle ??= fs.readFileSync("build/server/index.js", "utf8");
  return serverBundle.includes(text);
}
