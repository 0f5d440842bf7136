import { contactFieldOrder } from "./contact.copy";
import type { ContactErrors, ContactValues } from "./contact-form-fields";
import { contactSchema, fieldErrors } from "./contact.schema";

/**
 * Validates the form with the shared schema: field name → first message, in the form's order.
 * The browser loads this module (and zod with it) when the visitor starts on the form.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const all = fieldErrors(result.error);
  const errors: ContactErrors = {};
  for (const field of contactFieldOrder) {
    if (all[field]) errors[field] = all[field];
  }
  return errors;
}
