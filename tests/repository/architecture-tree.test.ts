import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/**
 * The folders the tree in docs/ARCHITECTURE.md draws ("## The folders"), by their path: two
 * spaces of indentation per level, a folder's name ends with "/", and what follows the name is
 * its description. Lines naming files ("index.ts, app.ts") are descriptions of their parent.
 */
function drawnFolders(markdown: string): string[] {
  const section = markdown.split("## The folders")[1] ?? "";
  const block = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const parents: string[] = [];
  const folders: string[] = [];
  for (const line of block.split("\n")) {
    const match = /^( *)(\S+\/)(?:\s|$)/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 2;
    parents.length = depth;
    const path = [...parents, match[2]].join("");
    parents.push(match[2] ?? "");
    folders.push(path.replace(/\/$/, ""));
  }
  return folders;
}

const subfolders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

describe("the folder tree of docs/ARCHITECTURE.md", () => {
  const drawn = drawnFolders(readFileSync(join(root, "docs/ARCHITECTURE.md"), "utf8"));

  it("draws only folders that exist", () => {
    expect(drawn.length).toBeGreaterThan(40);
    expect(drawn.filter((folder) => !existsSync(join(root, folder)))).toEqual([]);
  });

  it("draws every feature, every shared capability and every server capability", () => {
    const expected = [
      ...subfolders("app/features"),
      ...subfolders("app/shared"),
      ...subfolders("server").filter((folder) => folder !== "server/http"),
      ...subfolders("server/http"),
    ];
    expect(expected.filter((folder) => !drawn.includes(folder))).toEqual([]);
  });

  it("reads nesting from the indentation", () => {
    const tree = "## The folders\n\n```text\na/   one\n  b/ two\n    c/ three\n  d/\ne/\n```\n";
    expect(drawnFolders(tree)).toEqual(["a", "a/b", "a/b/c", "a/d", "e"]);
  });
});
