import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { configVariables, parseConfig } from "./config";
import { documentedVariables, envExample, undocumented } from "./config-variables";
import { fromRoot } from "./paths";

/** The rows of the README's configuration table: `NAME` | default. */
function readmeRows(readme: string): string[] {
  const header = readme.indexOf("| variable | default | meaning |");
  expect(header, "README.md has a `| variable | default | meaning |` table").toBeGreaterThan(-1);
  const lines = readme.slice(header).split("\n");
  const rows = lines.slice(
    2,
    lines.findIndex((line, index) => index > 1 && !line.startsWith("|")),
  );
  return rows.map((row) => {
    const [name, value] = row.split(/(?<!\\)\|/).slice(1, 3);
    return `${name!.trim()} | ${value!.trim()}`;
  });
}

/** The variables of .env.example with the value of their `# NAME=value` line. */
function envExampleRows(text: string): string[] {
  return [...text.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
    ([, name, value]) => `${name}=${value}`,
  );
}

describe("the configuration's documentation", () => {
  const documented = documentedVariables();

  it("describes every variable of the schema, and nothing else", () => {
    expect(undocumented()).toEqual({ missing: [], unknown: [] });
    expect(documented.map((variable) => variable.name).sort()).toEqual([...configVariables].sort());
  });

  it("has the README's table list each variable once with the schema's default", () => {
    const expected = documented.map((variable) => `\`${variable.name}\` | ${variable.default}`);
    const readme = readFileSync(fromRoot("README.md"), "utf8");
    // A failure shows the rows to change: the README (received) beside the schema (expected).
    expect(readmeRows(readme)).toEqual(expected);
  });

  it("has .env.example list each variable at the schema's default (`npm run env:example`)", () => {
    const file = readFileSync(fromRoot(".env.example"), "utf8");
    const expected = documented.map((variable) => `${variable.name}=${variable.value}`);
    expect(envExampleRows(file)).toEqual(expected);
    expect(file, "run `npm run env:example`").toBe(envExample());
  });

  it("documents defaults that parse to themselves", () => {
    const fromExample = Object.fromEntries(
      envExampleRows(envExample()).map((row) => row.split(/=(.*)/s).slice(0, 2)),
    );
    // Setting every variable to what .env.example says is the same as setting none.
    expect(parseConfig(fromExample)).toEqual(parseConfig({}));
  });
});
