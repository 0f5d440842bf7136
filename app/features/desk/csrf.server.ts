import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The desk's CSRF token: one random token per desk session (kept in the signed session
 * cookie), sent back in a hidden field of every desk form. SameSite=Strict already keeps
 * other sites' forms from carrying the cookie; the token also refuses forms that were not
 * served to this browser by the desk.
 */
export { CSRF_FIELD } from "./csrf-field";

export function newCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

/** True when the form's token is the session's, compared in constant time. */
export function csrfMatches(expected: unknown, given: FormDataEntryValue | null): boolean {
  if (typeof expected !== "string" || expected === "" || typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
