import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { runContentSync } from "#server/content-sync/cli";
import { defaultContentDir } from "#server/content-sync/files";

/**
 * A copy of content/ the test edits, synced with `npm run content:sync`'s own code
 * (runContentSync) into the instances' database, as an editor would after changing a post.
 */
export interface ContentCopy {
  dir: string;
  /** Gives the post with this slug a new title. */
  retitle(slug: string, title: string): void;
  /** Runs the sync; resolves when it is done (its purge included) with when it committed. */
  sync(env: Record<string, string>): Promise<{ committedAt: number; output: string[] }>;
  remove(): void;
}

export function copyContent(): ContentCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cdn-test-content-"));
  const dir = path.join(root, "content");
  fs.cpSync(defaultContentDir, dir, { recursive: true });
  return {
    dir,
    retitle(slug, title) {
      const blog = path.join(dir, "blog");
      const file = fs
        .readdirSync(blog)
        .map((name) => path.join(blog, name))
        .find(
          (file) =>
            file.endsWith(".md") && fs.readFileSync(file, "utf8").includes(`\nslug: ${slug}\n`),
        );
      if (!file) throw new Error(`no post with slug ${slug} in ${blog}`);
      // A copy outside git: the edit says when it was made (`updatedAt`), which makes it the
      // newer content; without it the sync refuses to replace the checkout's (content only
      // moves forward, server/content-sync/sync.ts).
      const text = fs.readFileSync(file, "utf8").replace(/^updatedAt: .*\n/m, "");
      fs.writeFileSync(
        file,
        text.replace(
          /^title: .*$/m,
          `title: ${JSON.stringify(title)}\nupdatedAt: ${new Date().toISOString()}`,
        ),
      );
    },
    async sync(env) {
      const output: string[] = [];
      let committedAt = 0;
      const code = await runContentSync({
        args: [],
        env,
        contentDir: dir,
        print: (line) => {
          output.push(line);
          // The line with the counts is printed once the sync's transaction has committed.
          if (/ added, /.test(line)) committedAt = Date.now();
        },
      });
      if (code !== 0 || !committedAt) throw new Error(`content:sync failed:\n${output.join("\n")}`);
      return { committedAt, output };
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
