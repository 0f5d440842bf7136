import { z } from "zod";

import { escapeInvisible, hasControlCharacter, hasLineBreak, withoutInvisible } from "./text-rules";

// The text rules of ./text-rules.ts as zod checks, for the browser, the actions and the bundled API.
export { escapeInvisible };

/** Invisible characters taken out first, so the trim and length checks see the text as it shows. */
export function visibleText(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).overwrite(withoutInvisible);
}

export interface TextRuleMessages {
  /** For a one-line field holding a line break. */
  lineBreak: string;
  /** For NUL and the other control characters. */
  control: string;
}

export function singleLine(schema: z.ZodString, messages: TextRuleMessages): z.ZodString {
  return schema
    .refine((value) => !hasLineBreak(value), { message: messages.lineBreak, abort: true })
    .refine((value) => !hasControlCharacter(value), { message: messages.control, abort: true });
}

export function multiLine(schema: z.ZodString, messages: Pick<TextRuleMessages, "control">) {
  return schema.refine((value) => !hasControlCharacter(value), {
    message: messages.control,
    abort: true,
  });
}
