import { randomBytes, timingSafeEqual } from "node:crypto";

// SameSite=Strict already keeps other sites' forms from carrying the cookie; the token also
// refuses forms the desk did not serve to this browser.
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
