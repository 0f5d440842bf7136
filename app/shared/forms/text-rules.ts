/**
 * What visitor text may hold before it is stored, forwarded or mailed. PostgreSQL text cannot
 * hold NUL at all, and other control characters are never typed by a person: they are refused
 * (400 with a message), not silently rewritten. Fields meant for one line (a name, a subject, an
 * address) also refuse line breaks, so nothing a visitor types can become a line of its own in
 * a header, a log line or a mail.
 */

/** Every kind of line break: LF, VT, FF, CR, NEL, the line and paragraph separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/** Control characters other than tab and the line breaks: NUL, the rest of C0, DEL and C1. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/u;

export const hasLineBreak = (value: string) => LINE_BREAK.test(value);
export const hasControlCharacter = (value: string) => CONTROL.test(value);
