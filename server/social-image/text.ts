/** The short line under the title: the description on one or two lines, cut at a word. */
const SHORT_LINE_MAX = 120;

export function shortLine(text: string, max = SHORT_LINE_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?–—-]+$/, "")}…`;
}

/** Long titles get a smaller size so that most fit in three lines without the ellipsis. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 80;
  if (title.length <= 64) return 68;
  return 58;
}
