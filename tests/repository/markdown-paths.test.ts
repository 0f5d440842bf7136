import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { markdownFiles, missingMarkdownPaths } from "./markdown-paths";

const root = join(import.meta.dirname, "..", "..");

describe("the file paths the repository's Markdown names", () => {
  it("all exist", () => {
    expect(markdownFiles(root)).toContain("docs/ARCHITECTURE.md");
    const missing = missingMarkdownPaths(root).map(
      ({ file, line, path }) => `${file}:${line} names ${path}, which does not exist`,
    );
    expect(missing).toEqual([]);
  });
});

describe("the check on a fixture repository", () => {
  const fixture = mkdtempSync(join(tmpdir(), "markdown-paths-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, text = "") => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };
  write("server/config.ts");
  write("server/http/pages/page-seal.ts");
  write("app/shared/seo/seo.ts");
  write("content/blog/post.md", "Open `lib/not-ours.ts` in your own project.");
  write("build/client/index.html");
  write(
    "docs/guide.md",
    [
      "The configuration is `server/config.ts`; the seal is server/http/pages/page-seal.ts.",
      "Stale: `server/contact-guards.ts`, `seed/` and [the old page](../app/lib/seo.ts#top).",
      "Fine: [this](guide.md), `../server/config.ts`, `app/shared/seo/seo`, `page-seal.ts`.",
      "Not paths: `text/html`, `/admin/inquiries`, `npm run desk`, `*.copy.ts`, `app/<feature>/`,",
      "`DATA_DIR/owner.lock`, `build/server.mjs`, https://example.com/a/b.ts, `.md` files,",
      "for example `content/blog/summer-release.md`. The plan is in `../../shared/PLAN.md`.",
      "```sh",
      "node scripts/gone.mjs",
      "```",
      "Stale in running text: server/outbox.ts.",
    ].join("\n"),
  );

  it("names each missing path with its file and line, and nothing else", () => {
    expect(missingMarkdownPaths(fixture)).toEqual([
      { file: "docs/guide.md", line: 2, path: "server/contact-guards.ts" },
      { file: "docs/guide.md", line: 2, path: "seed/" },
      { file: "docs/guide.md", line: 2, path: "../app/lib/seo.ts" },
      { file: "docs/guide.md", line: 10, path: "server/outbox.ts" },
    ]);
  });

  it("reads the documentation, not the blog's posts or the build", () => {
    expect(markdownFiles(fixture)).toEqual(["docs/guide.md"]);
  });
});
