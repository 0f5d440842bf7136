import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startSiteServer, type SiteServer } from "#tests/e2e/support/servers";
import { postgresMissingReason, startPostgres, type PostgresServer } from "#tests/support/postgres";

/**
 * Content only moves forward (server/content-sync/sync.ts): two built instances on one
 * PostgreSQL, each with its own git checkout of content/ (CONTENT_DIR). The one with the newer
 * commit starts first; the one with the older checkout starts last and must leave the newer
 * content in place, so both serve the newer post.
 */

const missing = postgresMissingReason();
const POST = "build-your-first-ai-agent-without-code";
const NEWER_TEXT = "This sentence exists only in the newer commit.";

function git(cwd: string, args: string[], date?: string) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: "Content",
    GIT_AUTHOR_EMAIL: "content@example.com",
    GIT_COMMITTER_NAME: "Content",
    GIT_COMMITTER_EMAIL: "content@example.com",
    ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
  };
  return execFileSync("git", args, { cwd, env, encoding: "utf8" });
}

describe.skipIf(missing)("two instances, an older content checkout starting last", () => {
  let postgres: PostgresServer;
  let root: string;
  let newer: SiteServer | undefined;
  let older: SiteServer | undefined;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "content-forward-"));
    // The newer checkout: the repository's content at one commit, then an edited post.
    const newerRepo = path.join(root, "newer");
    fs.cpSync(path.resolve("content"), path.join(newerRepo, "content"), { recursive: true });
    git(newerRepo, ["init", "-q"]);
    git(newerRepo, ["add", "-A"]);
    git(newerRepo, ["commit", "-qm", "content", "--no-gpg-sign"], "2026-01-10T10:00:00Z");
    const postFile = path.join(newerRepo, "content", "blog", `${POST}.md`);
    fs.appendFileSync(postFile, `\n${NEWER_TEXT}\n`);
    git(newerRepo, ["commit", "-qam", "edit a post", "--no-gpg-sign"], "2026-02-20T10:00:00Z");
    // The older checkout: a clone of the same history at the first commit.
    const olderRepo = path.join(root, "older");
    git(root, ["clone", "-q", newerRepo, olderRepo]);
    git(olderRepo, ["checkout", "-q", "HEAD~1"]);

    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("content_forward");
    const env = { DATABASE_URL: databaseUrl, LOG_REQUESTS: "false" };
    newer = await startSiteServer({ ...env, CONTENT_DIR: path.join(newerRepo, "content") });
    older = await startSiteServer({ ...env, CONTENT_DIR: path.join(olderRepo, "content") });
  });
  afterAll(async () => {
    await newer?.stop();
    await older?.stop();
    await postgres?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("keeps the newer content, and the older instance says why at warn level", async () => {
    const refusal = older!
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; message: string; previous?: string })
      .find((line) => line.message.startsWith("content not synced"));
    expect(refusal?.level).toBe("warn");
    expect(refusal?.message).toContain("the newer content stays");
    expect(refusal?.previous).toContain("git 2026-02-20T10:00:00.000Z");

    for (const server of [newer!, older!]) {
      const page = await fetch(`${server.url}/blog/${POST}`);
      expect(page.status).toBe(200);
      expect(await page.text(), server.url).toContain(NEWER_TEXT);
    }
  });
});
