// `node scripts/source-lines.mjs [REV]`: the source lines as issue 57 counts them: non-blank lines
// of the files under app/, server/ and scripts/ that git tracks or would, without tests (`*.test.*`),
// migrations and data files (JSON, SQL, fonts). With REV, counts that commit instead of the
// working tree. Prints each folder and the total.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const FOLDERS = ["app", "server", "scripts"];
const LEFT_OUT = /\.test\.[cm]?[jt]sx?$|\/migrations\/|\.(json|sql|woff2)$/;

const rev = process.argv[2];
const git = (...args) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 1 << 26 });
const files = (
  rev
    ? git("ls-tree", "-r", "--name-only", rev, "--", ...FOLDERS)
    : git("ls-files", "--cached", "--others", "--exclude-standard", "--", ...FOLDERS)
)
  .split("\n")
  .filter((file) => file !== "" && !LEFT_OUT.test(file) && (rev || existsSync(file)));

const nonBlank = (text) => text.split("\n").filter((line) => line.trim() !== "").length;

const totals = Object.fromEntries(FOLDERS.map((folder) => [folder, 0]));
for (const file of files) {
  const text = rev ? git("show", `${rev}:${file}`) : readFileSync(file, "utf8");
  totals[file.split("/")[0]] += nonBlank(text);
}
for (const folder of FOLDERS) console.log(`${folder.padEnd(8)} ${totals[folder]}`);
console.log(`${"total".padEnd(8)} ${Object.values(totals).reduce((a, b) => a + b, 0)}`);
