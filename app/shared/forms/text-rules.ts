// Visitor text with control characters (PostgreSQL cannot store NUL; U+202E disguises names) or,
// in one-line fields, line breaks is refused (400); characters that show nothing are taken out.

const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/** Control characters other than tab and line breaks, direction controls included. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** What the desk shows escaped besides the invisible ones: all but tab and the CR LF a textarea posts. */
const CONTROL_SHOWN = String.raw`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]`;

/** Variation selectors (Mongolian ones too): part of an emoji or ideograph after one, else nothing. */
const SELECTOR = String.raw`[\u180b-\u180d\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]`;
const MONGOLIAN_SELECTOR = String.raw`[\u180b-\u180d\u180f]`;
/** Default-ignorable characters and the blank braille pattern, but not direction controls. */
const SHOWS_NOTHING = String.raw`(?![\u202a-\u202e\u2066-\u2069])(?!${SELECTOR})[\p{Default_Ignorable_Code_Point}\u2800]`;
/** A selector with nothing to select, or a Mongolian one after anything but Mongolian. */
const LONE_SELECTOR = String.raw`(?:(?<=^|\s|${SHOWS_NOTHING}|${SELECTOR})${SELECTOR}|(?<![\u1800-\u18af])${MONGOLIAN_SELECTOR})`;
/** A subdivision flag (🏴 + tag letters + cancel tag) is the one use of tag characters kept. */
const FLAG = String.raw`\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f}`;

const INVISIBLE = new RegExp(`(${FLAG})|${LONE_SELECTOR}|${SHOWS_NOTHING}`, "gu");
/** Shown as `\uXXXX` on the desk: what INVISIBLE takes out, and the control characters. */
const SHOWN_ESCAPED = new RegExp(
  `(${FLAG})|${CONTROL_SHOWN}|${LONE_SELECTOR}|${SHOWS_NOTHING}`,
  "gu",
);

export const hasLineBreak = (value: string) => LINE_BREAK.test(value);
export const hasControlCharacter = (value: string) => CONTROL.test(value);
export const withoutInvisible = (value: string) =>
  value.replace(INVISIBLE, (_match, flag?: string) => flag ?? "");

const escaped = (char: string) =>
  `\\u${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

export const escapeInvisible = (value: string) =>
  value.replace(SHOWN_ESCAPED, (match: string, flag?: string) => flag ?? escaped(match));
