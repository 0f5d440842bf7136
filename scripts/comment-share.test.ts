import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { countFolder, countLines, LIMITS, TOTAL_LIMIT } from "./comment-share.mjs";

describe("the comment share", () => {
  it("counts lines starting with //, /* or * over non-blank lines", () => {
    const text = [
      "/**",
      " * Why.",
      " */",
      "const a = 1; // trailing: code",
      "",
      "  // indented",
      "const b = `",
      "* in a template, counted as the rule says",
      "`;",
    ].join("\n");
    expect(countLines(text)).toEqual({ comments: 5, lines: 8 });
  });

  it("leaves tests out and sums per subfolder", () => {
    const base = mkdtempSync(join(tmpdir(), "comment-share-"));
    afterAll(() => rmSync(base, { recursive: true, force: true }));
    mkdirSync(join(base, "server", "http"), { recursive: true });
    writeFileSync(join(base, "server", "app.ts"), "// a\nconst a = 1;\n");
    writeFileSync(join(base, "server", "http", "x.ts"), "const x = 1;\n");
    writeFileSync(join(base, "server", "http", "x.test.ts"), "// test\n// test\n");
    expect(Object.fromEntries(countFolder(base, "server"))).toEqual({
      server: { comments: 1, lines: 2 },
      "server/http": { comments: 0, lines: 1 },
    });
  });

  it("holds app/, server/ and the total to 6 %", () => {
    expect(LIMITS).toEqual({ app: 0.06, server: 0.06 });
    expect(TOTAL_LIMIT).toBe(0.06);
  });
});
