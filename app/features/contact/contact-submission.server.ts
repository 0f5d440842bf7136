import { createHash } from "node:crypto";

import type { InquiryService, Logger } from "../../context";
import { honeypotField } from "./contact.copy";
import { boundedEcho } from "../../shared/forms/form-body.server";
import {
  contactLimits,
  type ContactResult,
  type ContactValues,
  newIdempotencyKey,
  readContactValues,
  readIdempotencyKey,
} from "./contact-form-fields";
import { validateContact } from "./contact-validation";
import { contactSchema, type Contact } from "./contact.schema";

/**
 * Submissions without a key (the very first post of a visitor without JavaScript: the page is
 * prerendered, so it cannot carry a per-visitor key) get one derived from their content and
 * this window, so that a double click still stores one inquiry.
 */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

export function derivedIdempotencyKey(contact: Contact, now: Date): string {
  const window = Math.floor(now.getTime() / DERIVED_KEY_WINDOW_MS);
  const hash = createHash("sha256")
    .update(JSON.stringify([window, contact]))
    .digest("hex");
  return `derived-${hash.slice(0, 48)}`;
}

/** What the form shows back after an error: each field's allowed length at most. */
function echoValues(values: ContactValues): ContactValues {
  const echoed = { ...values };
  for (const field of Object.keys(contactLimits) as (keyof typeof contactLimits)[]) {
    echoed[field] = boundedEcho(values[field], contactLimits[field]);
  }
  // Country and phone have no limit of their own; a dial code or a phone number is short.
  echoed.country = boundedEcho(values.country, 10);
  echoed.phone_num = boundedEcho(values.phone_num, 30);
  return echoed;
}

export interface SubmissionDeps {
  inquiries: InquiryService;
  /** The request's logger (it carries the request id). */
  log: Logger;
  now?: () => Date;
}

export interface SubmissionResponse {
  result: ContactResult;
  status: number;
}

/**
 * The contact action: honeypot, validation with the shared schema, then the inquiry service
 * (it stores idempotently and queues the delivery). The visitor's success depends only on the
 * store.
 */
export async function handleContactSubmission(
  form: FormData,
  deps: SubmissionDeps,
): Promise<SubmissionResponse> {
  const now = deps.now ?? (() => new Date());
  const { log } = deps;
  const values = readContactValues(form);
  const key = readIdempotencyKey(form);

  const trap = form.get(honeypotField.name);
  if (typeof trap === "string" && trap.trim() !== "") {
    log.warn({}, "contact honeypot filled; nothing stored");
    return { status: 200, result: { status: "success", nextKey: newIdempotencyKey() } };
  }

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return {
      status: 400,
      result: {
        status: "invalid",
        errors: validateContact(values),
        values: echoValues(values),
        key: key ?? newIdempotencyKey(),
      },
    };
  }

  const idempotencyKey = key ?? derivedIdempotencyKey(parsed.data, now());
  let stored;
  try {
    stored = await deps.inquiries.submit(parsed.data, idempotencyKey, now());
  } catch (error) {
    log.error({ err: error }, "storing a contact inquiry failed");
    return {
      status: 500,
      result: { status: "error", values: echoValues(values), key: key ?? newIdempotencyKey() },
    };
  }

  if (stored.duplicate) {
    log.info({ inquiry: stored.id }, "duplicate contact submission");
  } else {
    log.info({ inquiry: stored.id }, "contact inquiry stored");
  }
  return { status: 200, result: { status: "success", nextKey: newIdempotencyKey() } };
}
