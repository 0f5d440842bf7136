import { describe, expect, it } from "vitest";

import { parseConfig, publicConfig } from "#server/config";
import { prerenderStamp, stampDifferences } from "./prerender-stamp";

const built = prerenderStamp(parseConfig({}));

describe("the prerender stamp", () => {
  it("is the whole public configuration the pages can show", () => {
    const config = parseConfig({
      SITE_URL: "https://www.example.com",
      LOGO_CDN_URL: "https://logos.example.com",
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_SITE_ID: "abc",
    });
    expect(prerenderStamp(config)).toEqual(publicConfig(config));
  });

  it("finds no difference in the same configuration, whatever the key order", () => {
    const reordered = Object.fromEntries(Object.entries(built).reverse());
    expect(stampDifferences(reordered, built)).toEqual([]);
  });

  it.each([
    ["SITE_URL", { SITE_URL: "https://www.example.com" }],
    ["STUDIO_URL", { STUDIO_URL: "https://studio.example.com" }],
    ["LOGO_CDN_URL", { LOGO_CDN_URL: "https://logos.example.com" }],
    ["ANALYTICS_*", { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "example.com" }],
    // PORT moves the default SITE_URL (and with it the default studio URL).
    ["SITE_URL", { PORT: "8080" }],
  ])("names %s when it differs", (variable, env) => {
    const differences = stampDifferences(built, prerenderStamp(parseConfig(env)));
    expect(differences.length).toBeGreaterThan(0);
    expect(differences[0]).toMatch(new RegExp(`^${variable.replace("*", "\\*")}: `));
  });

  it("compares every field, also one it has no variable name for", () => {
    // Every field of the public configuration is in the stamp, so each one's change is seen.
    for (const field of Object.keys(built)) {
      const changed = { ...built, [field]: "changed" };
      expect(stampDifferences(built, changed as typeof built), field).toHaveLength(1);
    }
    expect(stampDifferences({ ...built, extra: 1 }, built)).toEqual(["extra: 1 → (absent)"]);
  });

  it("counts a missing or unreadable stamp as different in every field", () => {
    expect(stampDifferences(undefined, built)).toHaveLength(Object.keys(built).length);
    expect(stampDifferences("nonsense", built)).toHaveLength(Object.keys(built).length);
  });
});
