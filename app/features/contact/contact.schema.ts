import { z } from "zod";

import { countryCodes } from "./country-codes.copy";
import { contactLimits } from "./contact-form-fields";
import { contactTextMessages } from "./contact.copy";
import { multiLine, singleLine } from "#app/shared/forms/text.schema";

export { contactLimits };

const dialCodes: readonly string[] = countryCodes.map((entry) => entry.code);

/** A field's text rules with its own label in the messages. */
const rules = (label: string) => ({
  lineBreak: contactTextMessages.lineBreak(label),
  control: contactTextMessages.control(label),
});

/** Text field: trimmed, required with its message, bounded. */
const requiredText = (required: string, max: number, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * The contact form's rules, shared by the browser, the route action and the
 * bundled inquiry API. Messages are product copy, word for word (docs/requirements/contact.md);
 * the text rules' messages (line breaks, control characters) are in contact.copy.ts.
 */
export const contactSchema = z.object({
  full_name: singleLine(
    requiredText("Full name is required.", contactLimits.full_name, "Full name").min(
      3,
      "Full name must be at least 3 characters.",
    ),
    rules("Full name"),
  ),
  // An address, not a mailto: fragment: zod's address pattern has no room for `?`, `&`, `%`,
  // `=` or a second `@`, so no address can carry parameters into a link or a header.
  email_add: singleLine(
    requiredText("Email is required.", contactLimits.email_add, "Email"),
    rules("Email"),
  ).regex(z.regexes.email, "Enter a valid email address."),
  company: singleLine(
    z
      .string({ error: "Company must be text." })
      .trim()
      .max(contactLimits.company, `Company must be at most ${contactLimits.company} characters.`),
    rules("Company"),
  )
    .optional()
    .default(""),
  subject: singleLine(
    requiredText("Subject is required.", contactLimits.subject, "Subject"),
    rules("Subject"),
  ),
  message: multiLine(requiredText("Message is required.", contactLimits.message, "Message"), {
    control: contactTextMessages.control("Message"),
  }),
  country: z
    .string({ error: "Please select a country code." })
    .refine((value) => dialCodes.includes(value), "Please select a country code."),
  phone_num: z
    .string({ error: "Phone number is required." })
    .trim()
    .min(1, "Phone number is required.")
    .regex(/^\d{7,15}$/, "Enter a valid phone number (7–15 digits)."),
});

export type Contact = z.output<typeof contactSchema>;

/** The provider's payload: the form's fields plus the fixed product identifier. */
export const inquiryPayloadSchema = contactSchema.extend({
  type: singleLine(
    z.string({ error: "Type is required." }).trim().min(1, "Type is required.").max(100),
    rules("Type"),
  ),
});
export type InquiryPayload = z.output<typeof inquiryPayloadSchema>;

/** Field name → first message, for showing errors under their fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
