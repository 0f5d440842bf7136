import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The repository's root folder. */
const repositoryRoot = join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx|js)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** Comments may quote a figure as an example; only code and copy count. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/**
 * Every source file of the site and the server (tests left out), by its path from the
 * repository's root, with its comments removed: what the "stated once" tests search.
 */
export function siteSources(): Array<{ name: string; code: string }> {
  return [join(repositoryRoot, "app"), join(repositoryRoot, "server")]
    .flatMap(sourceFiles)
    .map((file) => ({
      name: relative(repositoryRoot, file),
      code: withoutComments(readFileSync(file, "utf8")),
    }));
}
