import { createHash } from "node:crypto";

import type { InquiryService, Logger } from "#app/context";
import { href } from "#app/shared/site-map/href";
import { honeypotField } from "./contact.copy";
import { CONTACT_SENT_PARAM } from "./query";
import { boundedEcho } from "#app/shared/forms/form-body.server";
import {
  handleForm,
  type FormAction,
  type FormOutcome,
} from "#app/shared/forms/form-action.server";
import {
  contactLimits,
  type ContactResult,
  type ContactValues,
  newIdempotencyKey,
  readContactValues,
  readIdempotencyKey,
} from "./contact-form-fields";
import { validateContact } from "./contact-validation";
import type { ContactInput } from "./contact-fields";
import { contactSchema, type Contact } from "./contact.schema";

// A visitor without JavaScript posts first from a prerendered page without a key: one derived
// from the content and this window still stores a double click once.
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

export function derivedIdempotencyKey(contact: ContactInput, now: Date): string {
  const window = Math.floor(now.getTime() / DERIVED_KEY_WINDOW_MS);
  const hash = createHash("sha256")
    .update(JSON.stringify([window, contact]))
    .digest("hex");
  return `derived-${hash.slice(0, 48)}`;
}

function echoValues(values: ContactValues): ContactValues {
  const echoed = { ...values };
  for (const field of Object.keys(contactLimits) as (keyof typeof contactLimits)[]) {
    echoed[field] = boundedEcho(values[field], contactLimits[field]);
  }
  return echoed;
}

interface SubmissionDeps {
  inquiries: InquiryService;
  log: Logger;
  now?: () => Date;
}

/** Honeypot, the shared schema, then the inquiry service; success depends only on the store. */
export function contactFormAction(
  deps: SubmissionDeps,
): FormAction<ContactValues, Contact, ContactResult> {
  const now = deps.now ?? (() => new Date());
  const { log } = deps;
  return {
    read: readContactValues,
    screen(form) {
      const trap = form.get(honeypotField.name);
      if (typeof trap !== "string" || trap.trim() === "") return undefined;
      log.warn({}, "contact honeypot filled; nothing stored");
      return { status: 200, result: { status: "success", nextKey: newIdempotencyKey() } };
    },
    schema: contactSchema,
    invalid: (values, _error, form) => ({
      status: 400,
      result: {
        status: "invalid",
        // Each field's message, the same function the browser runs.
        errors: validateContact(values),
        values: echoValues(values),
        key: readIdempotencyKey(form) ?? newIdempotencyKey(),
      },
    }),
    async act(contact, values, form) {
      const key = readIdempotencyKey(form);
      const idempotencyKey = key ?? derivedIdempotencyKey(contact, now());
      let stored;
      try {
        stored = await deps.inquiries.submit(contact, idempotencyKey, now());
      } catch (error) {
        log.error({ err: error }, "storing a contact inquiry failed");
        return {
          status: 500,
          result: { status: "error", values: echoValues(values), key: key ?? newIdempotencyKey() },
        };
      }
      log.info(
        { inquiry: stored.id },
        stored.duplicate ? "duplicate contact submission" : "contact inquiry stored",
      );
      return { status: 200, result: { status: "success", nextKey: newIdempotencyKey() } };
    },
  };
}

/** Where a no-JavaScript post that succeeded is redirected: the page showing the sent state. */
export const contactSentPath = () => `${href("/contact")}?${CONTACT_SENT_PARAM}=1`;

export function handleContactSubmission(
  form: FormData,
  deps: SubmissionDeps,
): Promise<FormOutcome<ContactResult>> {
  return handleForm(form, contactFormAction(deps));
}
