import { idempotencyField } from "./contact.copy";
import {
  contactFieldNames,
  contactFields,
  type ContactFieldName,
  type ContactValues,
} from "./contact-fields";

// Shared by the browser and the server; no zod here, so the first view does not load it.

export const contactLimits = Object.fromEntries(
  contactFields.map((field) => [field.name, field.maxLength]),
) as Record<ContactFieldName, number>;

export type { ContactValues };
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export type ContactResult =
  /** Stored (or a duplicate of a stored submission, or a honeypot hit): a fresh key follows. */
  | { status: "success"; nextKey: string }
  | { status: "invalid"; errors: ContactErrors; values: ContactValues; key: string }
  /** The server could not store it (or answered with an error): keep what was typed. */
  | { status: "error"; values?: ContactValues; key?: string }
  /** Seen only in the browser: the request never got an answer from our server. */
  | { status: "network_error" }
  /** Seen only in the browser: the rate limit or the body size limit answered. */
  | { status: "rate_limited" }
  | { status: "too_large" };

export const emptyContactValues: ContactValues = Object.fromEntries(
  contactFieldNames.map((field) => [field, ""]),
) as ContactValues;

export function readContactValues(form: FormData): ContactValues {
  const values = { ...emptyContactValues };
  for (const field of contactFieldNames) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function firstInvalidField(errors: ContactErrors): ContactFieldName | undefined {
  return contactFieldNames.find((field) => errors[field]);
}

const keyPattern = /^[A-Za-z0-9_-]{16,128}$/;

function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && keyPattern.test(value);
}

export function readIdempotencyKey(form: FormData): string | undefined {
  const value = form.get(idempotencyField);
  return isIdempotencyKey(value) ? value : undefined;
}

/** 128 random bits in hex; getRandomValues works on plain http, crypto.randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
