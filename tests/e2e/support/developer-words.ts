/**
 * Words of the team's, not the visitors': a page that shows them shows its scaffolding. Checked
 * on every page (pages.spec.ts) and on the bundled studio's screens and chat (brand.spec.ts).
 */
const developerWords = /stand-in|placeholder/i;

/** What a visitor can read: the title, the body's text and the fields' placeholders (in the page). */
export function visibleText(): string {
  const fields = [...document.querySelectorAll("input, textarea")]
    .map((field) => field.getAttribute("placeholder") ?? "")
    .join(" ");
  return `${document.title} ${document.body.innerText} ${fields}`;
}

/** The first developer word in `text` with some context, or null. */
export function developerWordIn(text: string): string | null {
  const match = developerWords.exec(text);
  return match ? `…${text.slice(Math.max(0, match.index - 40), match.index + 40)}…` : null;
}
