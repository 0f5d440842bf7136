import { z } from "zod";

import { contactLimits } from "./contact-form-fields";
import { contactTextMessages } from "./contact.copy";
import {
  contactFields,
  type ContactFieldDefinition,
  type ContactFieldName,
  type ContactWireName,
} from "./contact-fields";
import { multiLine, singleLine, visibleText } from "#app/shared/forms/text.schema";

export { contactLimits };

const rules = (label: string) => ({
  lineBreak: contactTextMessages.lineBreak(label),
  control: contactTextMessages.control(label),
});

/** Invisible characters out (direction controls refused), trimmed, required, bounded. */
const requiredText = (required: string, max: number, label: string) =>
  visibleText({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);

/** One field's zod schema, from its rule (contact-fields.ts); the checks run in this order. */
function fieldSchema({ rule, label, maxLength }: ContactFieldDefinition): z.ZodType<string> {
  switch (rule.kind) {
    case "line": {
      if (!rule.required) {
        const text = visibleText({ error: rule.notText })
          .trim()
          .max(maxLength, `${label} must be at most ${maxLength} characters.`);
        return singleLine(text, rules(label)).optional().default("");
      }
      let text = requiredText(rule.required, maxLength, label);
      if (rule.minLength) text = text.min(rule.minLength.length, rule.minLength.message);
      const line = singleLine(text, rules(label));
      // zod's pattern has no room for `?`, `&`, `%`, `=` or a second `@`: no parameters into a link.
      return rule.email ? line.regex(z.regexes.email, rule.email) : line;
    }
    case "text":
      return multiLine(requiredText(rule.required, maxLength, label), rules(label));
    case "choice":
      return z
        .string({ error: rule.message })
        .refine((value) => rule.options.includes(value), rule.message);
    case "pattern":
      return z
        .string({ error: rule.required })
        .trim()
        .min(1, rule.required)
        .regex(rule.pattern, rule.message);
  }
}

const schemas = contactFields.map((field) => [field, fieldSchema(field)] as const);

export const contactSchema = z.object(
  Object.fromEntries(schemas.map(([field, schema]) => [field.name, schema])),
) as unknown as z.ZodObject<Record<ContactFieldName, z.ZodType<string>>>;

export type Contact = z.output<typeof contactSchema>;

/** The provider's payload (call 2): the fields by their wire names, and the product identifier. */
export const inquiryPayloadSchema = z.object({
  ...Object.fromEntries(
    schemas.flatMap(([field, schema]) => (field.wire ? [[field.wire, schema]] : [])),
  ),
  type: singleLine(
    z.string({ error: "Type is required." }).trim().min(1, "Type is required.").max(100),
    rules("Type"),
  ),
}) as unknown as z.ZodObject<Record<ContactWireName | "type", z.ZodType<string>>>;
export type InquiryPayload = z.output<typeof inquiryPayloadSchema>;

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
