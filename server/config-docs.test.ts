import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { parseConfig } from "./config";
import { configVariables } from "./config-variables";
import {
  documentedVariables,
  envExample,
  readmeTable,
  README_TABLE_END,
  README_TABLE_START,
  withReadmeTable,
} from "./config-docs";
import { fromRoot } from "./paths";

/** The variables of .env.example with the value of their `# NAME=value` line. */
function envExampleRows(text: string): string[] {
  return [...text.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
    ([, name, value]) => `${name}=${value}`,
  );
}

describe("the configuration's documentation", () => {
  const documented = documentedVariables();

  it("gives every variable a meaning, and a default or what unset means", () => {
    expect(documented.map((variable) => variable.name)).toEqual(configVariables);
    for (const variable of documented) {
      expect(variable.meaning, variable.name).not.toBe("");
      expect(variable.default, variable.name).not.toBe("");
    }
  });

  it("has the README's table as written from the variables (`npm run env:example`)", () => {
    const readme = readFileSync(fromRoot("README.md"), "utf8");
    // A failure shows the rows to change: the README (received) beside the variables (expected).
    const between = readme.slice(
      readme.indexOf(README_TABLE_START) + README_TABLE_START.length,
      readme.indexOf(README_TABLE_END),
    );
    expect(between.trim().split("\n")).toEqual(readmeTable().split("\n"));
    expect(readme).toBe(withReadmeTable(readme));
    for (const variable of documented) {
      expect(readmeTable()).toContain(`| \`${variable.name}\` | ${variable.default} |`);
    }
  });

  it("has .env.example list each variable at the schema's default (`npm run env:example`)", () => {
    const file = readFileSync(fromRoot(".env.example"), "utf8");
    const expected = documented.map((variable) => `${variable.name}=${variable.value}`);
    expect(envExampleRows(file)).toEqual(expected);
    expect(file, "run `npm run env:example`").toBe(envExample());
    for (const line of file.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  it("documents defaults that parse to themselves", () => {
    const fromExample = Object.fromEntries(
      envExampleRows(envExample()).map((row) => row.split(/=(.*)/s).slice(0, 2)),
    );
    // Setting every variable to what .env.example says is the same as setting none.
    expect(parseConfig(fromExample)).toEqual(parseConfig({}));
  });
});
