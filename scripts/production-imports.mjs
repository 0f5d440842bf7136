// The packages the build loads at run time that a production install (`npm ci --omit=dev`)
// would not have. `npm test` runs it on every build (tests/scale/production-imports.test.ts);
// `npm run check:production` goes further and starts the build from a real production install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

/** What the server, its worker and the command-line tools load: Node resolves these at run time. */
const RUNTIME_FILES = /\.(m?js)$/;
const RUNTIME_DIRS = ["build/astro/server", "build/cli"];
const RUNTIME_ENTRIES = ["build/server.mjs", "build/social-image-worker.mjs"];

// Static imports and re-exports at the start of a line (how Rollup and esbuild write them),
// dynamic imports and the requires esbuild keeps for CommonJS packages.
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^"'\n]*?["']([^"'\n]+)["'];?\s*$/gm,
  /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g,
  /\b(?:__)?require\(\s*["']([^"'\n]+)["']\s*\)/g,
];

function files(root) {
  const found = [];
  for (const dir of RUNTIME_DIRS) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && RUNTIME_FILES.test(entry.name))
        found.push(path.join(entry.parentPath, entry.name));
    }
  }
  return [...found, ...RUNTIME_ENTRIES.map((file) => path.join(root, file))].filter((file) =>
    fs.existsSync(file),
  );
}

/** "@scope/name/sub" → "@scope/name"; "name/sub" → "name"; relative paths and builtins → undefined. */
export function packageOf(specifier) {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:"))
    return undefined;
  if (/^[a-z]+:/i.test(specifier)) return undefined; // data:, virtual: and other schemes
  const name = specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : specifier.split("/")[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** The package names a production install of this project has (its dependencies, transitively). */
export function productionPackages(root) {
  const out = execFileSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const names = new Set();
  for (const line of out.split("\n")) {
    const at = line.lastIndexOf("node_modules/");
    if (at !== -1) names.add(line.slice(at + "node_modules/".length));
  }
  return names;
}

/** Each run-time import of a package outside `installed`, with the file that imports it. */
export function missingImports(root, installed) {
  const missing = [];
  for (const file of files(root)) {
    const text = fs.readFileSync(file, "utf8");
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const name = packageOf(match[1]);
        if (name && !installed.has(name))
          missing.push({ file: path.relative(root, file), specifier: match[1] });
      }
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const missing = missingImports(root, productionPackages(root));
  for (const { file, specifier } of missing)
    console.error(`${file} imports ${specifier}, which \`npm ci --omit=dev\` does not install`);
  process.exit(missing.length === 0 ? 0 : 1);
}
