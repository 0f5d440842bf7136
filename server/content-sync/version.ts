import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The version of a content checkout, so that the sync only moves content forward: an instance
 * started from an older checkout must not overwrite what a newer one put in a shared database.
 *
 * - `hash`: SHA-256 over every file under content/ (its path and its bytes), so two checkouts
 *   with the same files have the same version whatever their dates;
 * - `revision`: a time that only grows as the content is edited: the commit time of the last
 *   commit that touched content/ when it is a git checkout, or the newest `updatedAt` of a post
 *   (CONTENT.md), whichever is later. A checkout without either has revision 0 (the epoch).
 *
 * Uncommitted edits keep the commit's revision with another hash; the sync applies a version
 * whose revision equals the stored one (server/content-sync/sync.ts), so editing in a working
 * tree works, while a checkout of an older commit is refused.
 */
export interface ContentVersion {
  hash: string;
  revision: Date;
  /** Where the revision came from, for the log and the CLI. */
  source: "git" | "updatedAt" | "none";
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    // Editors' and systems' droppings are not content.
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
    // Length-prefixed, so that no two different trees hash the same stream.
    hash.update(`${relative}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/**
 * The commit time of the last commit that touched `contentDir`, or undefined when it is not in
 * a git work tree (a deploy from an archive) or git is not installed.
 */
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

/** `3f2a9c81d0e4 (git 2026-03-01T10:00:00.000Z)`: a version in a log line. */
export function describeVersion(version: ContentVersion): string {
  const revision =
    version.source === "none"
      ? "no revision"
      : `${version.source} ${version.revision.toISOString()}`;
  return `${version.hash.slice(0, 12)} (${revision})`;
}
