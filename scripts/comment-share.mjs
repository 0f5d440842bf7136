// `npm run lint` (and `node scripts/comment-share.mjs [--detail]`): the share of comment lines in
// the site's and the server's TypeScript, tests (`*.test.ts(x)`) left out. A comment line is a
// non-blank line that starts, after its indentation, with `//`, `/*` or `*`. Prints the share
// per folder and in total (with --detail, per subfolder too) and exits 1 when a folder or the
// total is over its limit. Comments say why, briefly; history goes to the commit message, today's
// figures to docs/PERFORMANCE.md.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Each folder's limit and the total's, as a share of non-blank lines. */
export const LIMITS = { app: 0.06, server: 0.06 };
export const TOTAL_LIMIT = 0.06;

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

const isSource = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return isSource(entry.name) ? [file] : [];
  });
}

/** Comment lines and non-blank lines of one text. */
export function countLines(text) {
  let comments = 0;
  let lines = 0;
  for (const line of text.split("\n")) {
    const code = line.trim();
    if (code === "") continue;
    lines++;
    if (code.startsWith("//") || code.startsWith("/*") || code.startsWith("*")) comments++;
  }
  return { comments, lines };
}

/** The counts of every source file under `folder`, keyed by its subfolder ("server/http"). */
export function countFolder(base, folder) {
  const bySubfolder = new Map();
  for (const file of sourceFiles(path.join(base, folder))) {
    const relative = path.relative(base, file).split(path.sep);
    const key = relative.length > 2 ? relative.slice(0, 2).join("/") : folder;
    const counts = countLines(readFileSync(file, "utf8"));
    const sum = bySubfolder.get(key) ?? { comments: 0, lines: 0 };
    bySubfolder.set(key, {
      comments: sum.comments + counts.comments,
      lines: sum.lines + counts.lines,
    });
  }
  return bySubfolder;
}

const add = (a, b) => ({ comments: a.comments + b.comments, lines: a.lines + b.lines });
const share = ({ comments, lines }) => (lines === 0 ? 0 : comments / lines);
const percent = (value) => `${(value * 100).toFixed(1)} %`;
const verdict = (counts, limit) =>
  share(counts) > limit ? `OVER the limit of ${percent(limit)}` : `(limit ${percent(limit)})`;
const row = (name, counts, note = "") =>
  `${name.padEnd(24)} ${percent(share(counts)).padStart(7)}  ${String(counts.comments).padStart(6)} / ${String(counts.lines).padEnd(6)} ${note}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const detail = process.argv.includes("--detail");
  let total = { comments: 0, lines: 0 };
  const over = [];
  console.log(`${"comment share".padEnd(24)} ${"share".padStart(7)}  comments / lines`);
  for (const [folder, limit] of Object.entries(LIMITS)) {
    const bySubfolder = countFolder(root, folder);
    const sum = [...bySubfolder.values()].reduce(add, { comments: 0, lines: 0 });
    total = add(total, sum);
    if (share(sum) > limit) over.push(`${folder}/`);
    console.log(row(`${folder}/`, sum, verdict(sum, limit)));
    if (detail) {
      for (const [name, counts] of [...bySubfolder].sort((a, b) => share(b[1]) - share(a[1]))) {
        console.log(row(`  ${name}`, counts));
      }
    }
  }
  if (share(total) > TOTAL_LIMIT) over.push("the total");
  console.log(row("total", total, verdict(total, TOTAL_LIMIT)));
  if (over.length > 0) {
    console.error(
      `Comments are over the limit in ${over.join(", ")}: say why, briefly; move history to the commit message and figures to docs/PERFORMANCE.md (\`node scripts/comment-share.mjs --detail\` shows where).`,
    );
    process.exit(1);
  }
}
