import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

/**
 * Finds the file paths a repository's Markdown names that do not exist: every inline code span
 * (`server/config.ts`) and link target ([text](docs/desk.md)) that looks like a path.
 */

/**
 * Folders never searched for Markdown and never checked: what npm, the build, the tests and a
 * running server write (dependencies, the build and its types, the database, reports), not the
 * repository's own files. Paths under them are named as places, not as files that must exist.
 */
export const GENERATED = [
  ".git",
  "node_modules",
  "build",
  "data",
  "test-results",
  "playwright-report",
  ".lighthouse",
];

/**
 * Markdown that is not documentation: the blog posts are the site's content, written for its
 * readers (their paths are examples of the reader's own project).
 */
const NOT_DOCUMENTATION = /^content\/blog\//;

/** Extensions that make a token a file name even without a folder. */
const FILE_EXTENSION =
  /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|css|sql|ya?ml|html|svg|png|jpe?g|webp|woff2?|txt|sh|csv|xml|toml|lock)$/;

/** A module named without its extension (`app/shared/seo/seo`) resolves like an import. */
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".d.ts"];

export interface MissingPath {
  /** The Markdown file, from the repository's root. */
  file: string;
  line: number;
  path: string;
}

/** Every Markdown file of the repository, from its root, generated folders left out. */
export function markdownFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (GENERATED.includes(entry.name)) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith(".md") ? [relative(root, path)] : [];
    });
  return walk(root)
    .filter((file) => !NOT_DOCUMENTATION.test(file))
    .sort();
}

/** In running text: a path with a folder and a file extension (server/config.ts). */
const PROSE_PATH = new RegExp(
  String.raw`(?<![\w/.:@-])((?:\.{1,2}/)?[\w@.-]+(?:/[\w@.-]+)+\.[a-z0-9]+)(?![\w/])`,
  "g",
);

/** Inline code spans, link targets and paths in running text, with their line, outside fenced code blocks. */
function tokens(markdown: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    // Fenced blocks hold commands, output and examples, not references.
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const match of text.matchAll(/`([^`\n]+)`|\]\(([^)\s]+)\)/g)) {
      // A path given as an example of one to create ("for example `content/blog/x.md`").
      if (/(for example|e\.g\.|such as),?\s*$/i.test(text.slice(0, match.index))) continue;
      const token = (match[1] ?? match[2] ?? "").trim();
      found.push({ line: index + 1, text: match[2] ? token.replace(/#.*$/, "") : token });
    }
    const prose = text.replace(/`[^`\n]*`|\]\([^)]*\)|<[^>]*>/g, " ");
    for (const match of prose.matchAll(PROSE_PATH)) {
      if (/(for example|e\.g\.|such as),?\s*$/i.test(prose.slice(0, match.index))) continue;
      if (FILE_EXTENSION.test(match[1] ?? ""))
        found.push({ line: index + 1, text: match[1] ?? "" });
    }
  });
  return found;
}

/**
 * Whether a token names a file or folder of the repository rather than a URL, a command, a
 * MIME type or a placeholder: a folder (`seed/`), a file name with a known extension, or a path
 * whose first folder exists at the root or beside the Markdown file.
 */
function isPathLike(token: string, bases: string[]): boolean {
  if (token === "" || /^[a-z][a-z0-9+.-]*:/i.test(token)) return false; // URLs, mailto:
  if (/^[/~]/.test(token)) return false; // site URLs (/admin/inquiries), absolute machine paths
  if (/[\s<>{}*$…|=,;()'"`]|\.\.\./.test(token)) return false; // commands, globs, placeholders
  if (!/^[\w.@+/-]+$/.test(token)) return false;
  if (/^\.\w+$/.test(token)) return false; // an extension (".md files")
  const first = token.replace(/^(\.\.?\/)+/, "").split("/")[0] ?? "";
  // Generated folders, and a variable standing for a folder (`DATA_DIR/owner.lock`).
  if (GENERATED.includes(first) || /^[A-Z][A-Z0-9_]+$/.test(first)) return false;
  if (token.endsWith("/") || FILE_EXTENSION.test(token)) return true;
  return token.includes("/") && bases.some((base) => existsSync(join(base, first)));
}

/** Every file's name, for paths a document gives by name alone (`facts.copy.ts`). */
function fileNames(root: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (GENERATED.includes(entry.name)) continue;
      names.add(entry.name);
      if (entry.isDirectory()) walk(join(dir, entry.name));
    }
  };
  walk(root);
  return names;
}

/** The paths named in `files` (Markdown, from `root`) that exist neither from the root nor beside the file. */
export function missingMarkdownPaths(root: string, files = markdownFiles(root)): MissingPath[] {
  const names = fileNames(root);
  return files.flatMap((file) => {
    // A path inside a dependency (`lighthouse/core/…`) is read from node_modules.
    const bases = [root, join(root, dirname(file)), join(root, "node_modules")];
    return tokens(readFileSync(join(root, file), "utf8")).flatMap(({ line, text }) => {
      if (!isPathLike(text, bases)) return [];
      // Beside the repository: not the repository's to check.
      if (relative(root, resolve(root, dirname(file), text)).startsWith("..")) return [];
      const bare = !text.replace(/\/$/, "").includes("/");
      const exists =
        bases.some((base) =>
          MODULE_EXTENSIONS.some((extension) => existsSync(join(base, text + extension))),
        ) ||
        (bare && names.has(basename(text)));
      return exists ? [] : [{ file, line, path: text }];
    });
  });
}
