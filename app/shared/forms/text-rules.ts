// Visitor text is refused (400), not rewritten, when it holds control characters (PostgreSQL
// cannot store NUL) or, in one-line fields, line breaks (nothing typed may become a header or log
// line). Direction controls (U+202E shows "fdp.exe" as "exe.pdf") count as control characters.
// Characters that show nothing come along with pasted text, so they are taken out instead.

const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/** Control characters other than tab and line breaks, direction controls included. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/u;
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u2060-\u2064\ufeff]/gu;
/** Shown as `\uXXXX` on the desk: all but tab and the CR LF a textarea posts. */
const SHOWN_ESCAPED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

export const hasLineBreak = (value: string) => LINE_BREAK.test(value);
export const hasControlCharacter = (value: string) => CONTROL.test(value);
export const withoutInvisible = (value: string) => value.replace(INVISIBLE, "");

export const escapeInvisible = (value: string) =>
  value.replace(
    SHOWN_ESCAPED,
    (char) => `\\u${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
  );
