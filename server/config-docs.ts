import {
  configVariables,
  schemaDefault,
  variableDoc,
  type ConfigVariable,
} from "./config-variables";

/** `.env.example` and the README's table, written by `npm run env:example`; a test holds them. */
export interface DocumentedVariable {
  name: ConfigVariable;
  default: string;
  value: string;
  meaning: string;
}

export function documentedVariables(): DocumentedVariable[] {
  return configVariables.map((name) => {
    const value = schemaDefault(name);
    const { meaning, unset } = variableDoc(name);
    if ((value === undefined) === (unset === undefined)) {
      throw new Error(`${name}: give \`unset\` exactly when the schema has no default`);
    }
    return value === undefined
      ? { name, default: unset!, value: "", meaning }
      : { name, default: `\`${String(value)}\``, value: String(value), meaning };
  });
}

/** Markdown as plain text: no code marks, a link's text without its target. */
const plain = (text: string) =>
  text
    .replaceAll("`", "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replaceAll("**", "");

function commentLines(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(" ")) {
    if (line.length + 1 + word.length > 100 && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

export function envExample(): string {
  const blocks = documentedVariables().map((variable) => {
    const meaning = plain(variable.meaning);
    return [
      ...commentLines(`${meaning[0]!.toUpperCase()}${meaning.slice(1)}.`),
      `# Default: ${plain(variable.default)}`,
      `# ${variable.name}=${variable.value}`,
    ].join("\n");
  });
  return [
    "# Every variable the server reads, at its default. Copy to .env and set what you change;",
    "# a blank value means unset. Written by `npm run env:example` from",
    "# server/config-variables.ts.",
    "",
    blocks.join("\n\n"),
    "",
  ].join("\n");
}

export const README_TABLE_START = "<!-- configuration table: `npm run env:example` writes it -->";
export const README_TABLE_END = "<!-- end of the configuration table -->";

export function readmeTable(): string {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  return [
    "| variable | default | meaning |",
    "|---|---|---|",
    ...documentedVariables().map(
      (variable) =>
        `| \`${variable.name}\` | ${cell(variable.default)} | ${cell(variable.meaning)} |`,
    ),
  ].join("\n");
}

export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start === -1 || end < start) throw new Error("README.md: the configuration table's markers");
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${readmeTable()}\n${readme.slice(end)}`;
}
