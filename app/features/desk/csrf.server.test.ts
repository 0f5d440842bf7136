import { describe, expect, it } from "vitest";

import { csrfMatches, newCsrfToken } from "./csrf.server";

describe("desk CSRF tokens", () => {
  it("are long, random and URL-safe", () => {
    const tokens = new Set(Array.from({ length: 50 }, newCsrfToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("match only the session's own token", () => {
    const token = newCsrfToken();
    expect(csrfMatches(token, token)).toBe(true);
    expect(csrfMatches(token, newCsrfToken())).toBe(false);
    expect(csrfMatches(token, `${token}x`)).toBe(false);
    expect(csrfMatches(token, token.slice(1))).toBe(false);
    expect(csrfMatches(token, null)).toBe(false);
    expect(csrfMatches(token, new File([token], "token"))).toBe(false);
    // No session token: nothing matches, not even an empty field.
    expect(csrfMatches(undefined, "")).toBe(false);
    expect(csrfMatches("", "")).toBe(false);
  });
});
