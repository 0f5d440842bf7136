import fs from "node:fs";
import path from "node:path";

/** Every module of the site's copy: the `*.copy.ts` files of app/ (see app/README.md). */
function copyModules(): string[] {
  return fs.globSync("app/**/*.copy.ts");
}

/** Every FAQ answer of the site's copy: any `{ question, answer }` in any exported value. */
export async function faqAnswers(): Promise<string[]> {
  const answers = new Set<string>();
  const visit = (value: unknown, seen: Set<unknown>) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    const item = value as { question?: unknown; answer?: unknown };
    if (typeof item.question === "string" && typeof item.answer === "string") {
      answers.add(item.answer);
    }
    for (const child of Object.values(value)) visit(child, seen);
  };
  for (const file of copyModules()) {
    const module = (await import(path.resolve(file))) as Record<string, unknown>;
    visit(module, new Set());
  }
  return [...answers];
}

/**
 * A piece of `text` as a minifier writes it in a string literal: the longest run (at most 40
 * characters) without quotes, backslashes or non-ASCII characters, which it may escape.
 */
export function literalSnippet(text: string): string {
  const runs = text.match(/[\x20-\x21\x23-\x26\x28-\x5b\x5d-\x5f\x61-\x7e]+/g) ?? [];
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), "");
  return longest.slice(0, 40);
}
