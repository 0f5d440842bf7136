import { Marked } from "marked";

// Its own instance, so nothing else in the process can change how posts render.
const markdown = new Marked({ gfm: true, async: false });

/**
 * Not sanitized here: the site sanitizes where it renders, for this API and a real platform alike.
 */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false }).trim();
}

/** The platform's JSON-in-code-fence form: `description` for the list, `content` the article. */
export function fencedDescription(fields: {
  title: string;
  description: string;
  content: string;
}): string {
  return `\`\`\`json\n${JSON.stringify(fields, null, 2)}\n\`\`\``;
}
