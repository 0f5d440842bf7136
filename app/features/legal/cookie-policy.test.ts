import { describe, expect, it } from "vitest";

import { cookiePolicy } from "./cookies-page.copy";
import { cookiePolicyFor } from "./cookie-policy";

const text = (document: unknown) => JSON.stringify(document);

describe("the cookie policy", () => {
  it("says there are no analytics when none are configured", () => {
    expect(cookiePolicyFor(null)).toBe(cookiePolicy);
    expect(text(cookiePolicyFor(null))).toContain("It uses no analytics");
  });

  it.each([
    ["plausible", "Plausible Analytics"],
    ["umami", "Umami"],
    ["ga4", "Google Analytics 4"],
  ] as const)("names %s when it is configured", (provider, name) => {
    const policy = text(cookiePolicyFor(provider));
    expect(policy).toContain(name);
    expect(policy).not.toContain("It uses no analytics");
  });

  it("lists GA4's cookies in the storage table", () => {
    const section = cookiePolicyFor("ga4").sections.find((s) => s.id === "what-we-store")!;
    const table = section.blocks[0]!;
    expect(table.kind === "table" && table.rows.map((row) => row[0])).toEqual([
      "cookie-consent",
      "_ga",
      "_ga_<id>",
    ]);
  });
});
