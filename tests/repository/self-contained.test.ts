import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

import { GENERATED } from "./markdown-paths";

const root = join(import.meta.dirname, "..", "..");

/**
 * Names of documents that live outside the repository. A reader of a clone cannot follow them:
 * what the site must do is in docs/requirements/. Spelled in parts so this file does not name
 * them itself.
 */
const OUTSIDE = [["DESIGN", ".md"].join(""), ["shared", "spec"].join("/")];

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (GENERATED.includes(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? repositoryFiles(path) : [relative(root, path)];
  });
}

describe("the repository", () => {
  it("points only inside itself", () => {
    const references = repositoryFiles(root).flatMap((file) => {
      const bytes = readFileSync(join(root, file));
      if (bytes.includes(0)) return [];
      return bytes
        .toString("utf8")
        .split("\n")
        .flatMap((line, index) =>
          OUTSIDE.filter((name) => line.includes(name)).map(
            (name) => `${file}:${index + 1} names ${name}`,
          ),
        );
    });
    expect(references).toEqual([]);
  });
});
