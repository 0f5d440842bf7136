import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A checkout's version, so the sync only moves content forward: `hash` over every file, and a
 * `revision` that only grows (the last commit touching content/, or the newest `updatedAt`).
 * An equal revision is applied, so uncommitted edits work; an older commit is refused.
 */
export interface ContentVersion {
  hash: string;
  revision: Date;
  source: "git" | "updatedAt" | "none";
}

/** The files under `dir` (none when it is missing), "/"-separated and sorted, without dot files. */
export function filesUnder(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(path.join(dir, prefix))) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(dir, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out.sort();
}

export function contentHash(contentDir: string): string {
  const hash = createHash("sha256");
  for (const relative of filesUnder(contentDir)) {
    const bytes = fs.readFileSync(path.join(contentDir, relative));
    // Length-prefixed, so no two different trees hash the same stream.
    hash.update(`${relative}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

export function gitRevision(contentDir: string): Date | undefined {
  const result = spawnSync("git", ["log", "-1", "--format=%ct", "--", "."], {
    cwd: contentDir,
    encoding: "utf8",
    timeout: 10_000,
    // A repository owned by another user (a deploy) would otherwise be refused by git.
    env: {
      ...process.env,
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: "safe.directory",
      GIT_CONFIG_VALUE_0: "*",
    },
  });
  const seconds = Number(result.stdout?.trim());
  if (result.status !== 0 || !Number.isInteger(seconds) || seconds <= 0) return undefined;
  return new Date(seconds * 1000);
}

export function contentVersion(
  contentDir: string,
  postsUpdatedAt: ReadonlyArray<Date | null>,
): ContentVersion {
  const git = gitRevision(contentDir);
  const updated = postsUpdatedAt.reduce<Date | undefined>(
    (newest, date) => (date && (!newest || date > newest) ? date : newest),
    undefined,
  );
  const hash = contentHash(contentDir);
  if (git && (!updated || git >= updated)) return { hash, revision: git, source: "git" };
  if (updated) return { hash, revision: updated, source: "updatedAt" };
  return { hash, revision: new Date(0), source: "none" };
}

export function describeVersion(version: ContentVersion): string {
  const revision =
    version.source === "none"
      ? "no revision"
      : `${version.source} ${version.revision.toISOString()}`;
  return `${version.hash.slice(0, 12)} (${revision})`;
}
