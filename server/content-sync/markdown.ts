import { Marked } from "marked";

// One instance with its own options, so nothing else in the process can change how posts render.
const markdown = new Marked({ gfm: true, async: false });

/**
 * A post's Markdown body as HTML. Not sanitized here: the API returns a post's HTML as the
 * platform does, and the site sanitizes it where it renders it (app/shared/platform/sanitize.server.ts),
 * the same for this API and for a real platform.
 */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false }).trim();
}

/**
 * The API `description` of a post with a summary: the platform's JSON-in-code-fence form,
 * whose `description` the blog list, the feed and the meta description show and whose
 * `content` is the article (app/features/blog/blog.ts parseFencedJson reads it).
 */
export function fencedDescription(fields: {
  title: string;
  description: string;
  content: string;
}): string {
  return `\`\`\`json\n${JSON.stringify(fields, null, 2)}\n\`\`\``;
}
