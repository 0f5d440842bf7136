import { z } from "zod";

import { countryCodes } from "./country-codes.copy";
import { contactLimits } from "./contact-form-fields";

export { contactLimits };

const dialCodes: readonly string[] = countryCodes.map((entry) => entry.code);

/**
 * PostgreSQL text cannot hold U+0000 (storing it fails), so it becomes U+FFFD before any check,
 * as the database does with other invalid code points. Lengths and blankness stay the same.
 */
const storable = (value: string) => value.replaceAll("\u0000", "\ufffd");

/** Text field: trimmed, required with the spec's message, bounded. */
const requiredText = (required: string, max: number, label: string) =>
  z
    .string({ error: required })
    .overwrite(storable)
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * The contact form's rules, shared by the browser, the route action and the
 * bundled inquiry API. Messages are the spec's, word for word.
 */
export const contactSchema = z.object({
  full_name: requiredText("Full name is required.", contactLimits.full_name, "Full name").min(
    3,
    "Full name must be at least 3 characters.",
  ),
  email_add: requiredText("Email is required.", contactLimits.email_add, "Email").regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    "Enter a valid email address.",
  ),
  company: z
    .string({ error: "Company must be text." })
    .overwrite(storable)
    .trim()
    .max(contactLimits.company, `Company must be at most ${contactLimits.company} characters.`)
    .optional()
    .default(""),
  subject: requiredText("Subject is required.", contactLimits.subject, "Subject"),
  message: requiredText("Message is required.", contactLimits.message, "Message"),
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
  type: z.string({ error: "Type is required." }).trim().min(1, "Type is required.").max(100),
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
