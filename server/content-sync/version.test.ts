import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { makeContentDir } from "./test-fixture";
import { contentHash, contentVersion, gitRevision } from "./version";

/** Commits everything in `dir` as of `date` (author and committer). */
function commit(dir: string, date: string) {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: "t",
    GIT_AUTHOR_EMAIL: "t@example.com",
    GIT_COMMITTER_NAME: "t",
    GIT_COMMITTER_EMAIL: "t@example.com",
  };
  execFileSync("git", ["add", "-A"], { cwd: dir, env });
  execFileSync("git", ["commit", "-qm", "content", "--no-gpg-sign"], { cwd: dir, env });
}

function gitCheckout() {
  const content = makeContentDir();
  execFileSync("git", ["init", "-q"], { cwd: path.dirname(content.dir) });
  return content;
}

describe("the content version", () => {
  it("hashes the files' paths and bytes: same files, same hash; any change, another", () => {
    const a = makeContentDir();
    const b = makeContentDir();
    a.writePost("x", {});
    b.writePost("x", {});
    expect(contentHash(a.dir)).toBe(contentHash(b.dir));
    b.writePost("x", {}, "Other text.");
    expect(contentHash(b.dir)).not.toBe(contentHash(a.dir));
    // A renamed file with the same bytes is another tree.
    a.remove("blog/x.md");
    a.writePost("y", {});
    expect(contentHash(a.dir)).not.toBe(contentHash(makeContentDir().dir));
    // Editors' hidden files are not content.
    const before = contentHash(b.dir);
    fs.writeFileSync(path.join(b.dir, "blog", ".x.md.swp"), "swap");
    expect(contentHash(b.dir)).toBe(before);
  });

  it("takes git's time of the last commit that touched content/", () => {
    const content = gitCheckout();
    content.writePost("x", {});
    commit(path.dirname(content.dir), "2026-02-01T10:00:00Z");
    // A later commit elsewhere in the repository does not move the content's revision.
    fs.writeFileSync(path.join(path.dirname(content.dir), "README.md"), "other");
    commit(path.dirname(content.dir), "2026-05-01T10:00:00Z");
    expect(gitRevision(content.dir)).toEqual(new Date("2026-02-01T10:00:00Z"));
    expect(contentVersion(content.dir, [null])).toMatchObject({
      revision: new Date("2026-02-01T10:00:00Z"),
      source: "git",
    });
  });

  it("keeps the commit's revision for uncommitted edits, with another hash", () => {
    const content = gitCheckout();
    content.writePost("x", {});
    commit(path.dirname(content.dir), "2026-02-01T10:00:00Z");
    const committed = contentVersion(content.dir, [null]);
    content.writePost("x", {}, "Edited, not committed.");
    const edited = contentVersion(content.dir, [null]);
    expect(edited.revision).toEqual(committed.revision);
    expect(edited.hash).not.toBe(committed.hash);
  });

  it("takes a post's updatedAt when it is later than the commit, or when there is no git", () => {
    const content = gitCheckout();
    content.writePost("x", {});
    commit(path.dirname(content.dir), "2026-02-01T10:00:00Z");
    const later = new Date("2026-03-01T00:00:00Z");
    expect(contentVersion(content.dir, [null, later])).toMatchObject({
      revision: later,
      source: "updatedAt",
    });
    const archive = makeContentDir();
    expect(gitRevision(archive.dir)).toBeUndefined();
    expect(contentVersion(archive.dir, [later])).toMatchObject({ source: "updatedAt" });
    expect(contentVersion(archive.dir, [null])).toMatchObject({
      revision: new Date(0),
      source: "none",
    });
  });
});
