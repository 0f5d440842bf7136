import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "..", "..", "docs", "decisions");

/** Written before the template; they keep their shape until a new record replaces them. */
const BEFORE_THE_TEMPLATE = ["0003-chunk-layers.md", "0007-first-paint-and-hydration.md"];

describe("the decision records", () => {
  const records = readdirSync(folder).filter((name) => /^\d{4}-/.test(name));

  it("are numbered one after the other, and the index lists each", () => {
    const numbers = records.map((name) => Number(name.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const index = readFileSync(join(folder, "README.md"), "utf8");
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it("follow the template: number, context, decision, reasons, consequences", () => {
    const sections = ["## Context", "## Decision", "## Reasons", "## Consequences"];
    const off = records
      .filter((name) => !BEFORE_THE_TEMPLATE.includes(name))
      .filter((name) => {
        const text = readFileSync(join(folder, name), "utf8");
        const headings = text.split("\n").filter((line) => line.startsWith("## "));
        return (
          !text.startsWith(`# ${name.slice(0, 4)}. `) ||
          JSON.stringify(headings) !== JSON.stringify(sections)
        );
      });
    expect(off).toEqual([]);
  });
});
