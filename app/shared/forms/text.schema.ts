import { z } from "zod";

import { escapeInvisible, hasControlCharacter, hasLineBreak, withoutInvisible } from "./text-rules";

/**
 * The text rules (./text-rules.ts: no control characters, direction controls included, no
 * line breaks in one-line fields, invisible characters taken out) as zod checks, for the
 * schemas shared by the browser, the actions and the bundled API.
 */
export { escapeInvisible, hasControlCharacter, hasLineBreak };

/**
 * A string with the invisible characters (zero-width space, joiners, direction marks, the
 * byte-order mark) taken out first, so the trim and the length checks after it see the text as
 * it shows.
 */
export function visibleText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).overwrite(withoutInvisible);
}

export interface TextRuleMessages {
  /** For a one-line field holding a line break. */
  lineBreak: string;
  /** For NUL and the other control characters. */
  control: string;
}

/** Adds the checks of a one-line field to a string schema (after its trim, if any). */
export function singleLine(schema: z.ZodString, messages: TextRuleMessages): z.ZodString {
  return schema
    .refine((value) => !hasLineBreak(value), { message: messages.lineBreak, abort: true })
    .refine((value) => !hasControlCharacter(value), { message: messages.control, abort: true });
}

/** Adds the checks of a multi-line field (line breaks and tabs allowed, other controls not). */
export function multiLine(schema: z.ZodString, messages: Pick<TextRuleMessages, "control">) {
  return schema.refine((value) => !hasControlCharacter(value), {
    message: messages.control,
    abort: true,
  });
}
