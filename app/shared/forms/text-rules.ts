/**
 * What visitor text may hold before it is stored, forwarded or mailed. PostgreSQL text cannot
 * hold NUL at all, and other control characters are never typed by a person: they are refused
 * (400 with a message), not silently rewritten. Fields meant for one line (a name, a subject, an
 * address) also refuse line breaks, so nothing a visitor types can become a line of its own in
 * a header, a log line or a mail.
 *
 * Two kinds of invisible characters are handled apart, since the sales team reads this text:
 * - direction controls (embeddings, overrides, isolates: U+202A–U+202E, U+2066–U+2069) make the
 *   text after them show in another order than it was written (U+202E before "fdp.exe" shows
 *   it as "exe.pdf"): refused, as control characters;
 * - characters that show nothing (zero-width space, non-joiner and joiner, the direction marks,
 *   word joiner, invisible operators, the byte-order mark) come along unseen with text pasted
 *   from a page or a chat, so refusing them would refuse what the visitor cannot see: they are
 *   taken out. Their effect goes with them: a joined emoji shows as its parts, two Persian
 *   letters a non-joiner kept apart join.
 * The desk shows any of them that older rows hold escaped (`escapeInvisible`).
 */

/** Every kind of line break: LF, VT, FF, CR, NEL, the line and paragraph separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/**
 * Control characters other than tab and the line breaks: NUL, the rest of C0, DEL and C1, and
 * the direction controls.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** Characters that show nothing, taken out of visitor text. */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u2060-\u2064\ufeff]/gu;
/**
 * What the desk shows as `\uXXXX`: every control character and invisible one but tab and the
 * line breaks a message may hold (a browser posts a textarea's lines with CR LF).
 */
const SHOWN_ESCAPED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

export const hasLineBreak = (value: string) => LINE_BREAK.test(value);
export const hasControlCharacter = (value: string) => CONTROL.test(value);
export const withoutInvisible = (value: string) => value.replace(INVISIBLE, "");

/** Visitor text for the sales team's eyes: invisible and control characters as `\u202E`. */
export const escapeInvisible = (value: string) =>
  value.replace(
    SHOWN_ESCAPED,
    (char) => `\\u${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
  );
