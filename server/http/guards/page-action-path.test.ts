import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { pathSpelling } from "#tests/fuzz/action-properties";

import { normalizedPagePath } from "./page-action-path";

describe("normalizedPagePath", () => {
  it("gives every spelling of a page the same form", () => {
    for (const spelling of [
      "/contact",
      "/%63ontact",
      "/%43ONTACT",
      "/./contact",
      "/x/../contact",
      "/contact/",
      "/contact?index",
      "/%2e/contact",
      "/x/%2E%2e/contact",
      "\\contact",
      "/contact%00",
      "/c%00ontact%0A",
    ]) {
      expect(normalizedPagePath(spelling), spelling).toBe("/contact");
    }
  });

  it("names the home page's action, and keeps other pages apart", () => {
    for (const spelling of ["/?index", "/index.html/..", "//"]) {
      expect(normalizedPagePath(spelling), spelling).toBe("/");
    }
    expect(normalizedPagePath("/demo/WhatsAppDemo/")).toBe("/demo/whatsappdemo");
    expect(normalizedPagePath("/demo/WhatsappDemo")).toBe("/demo/whatsappdemo");
    // An encoded slash stays inside its segment.
    expect(normalizedPagePath("/x%2Fcontact")).toBe("/x%2fcontact");
  });

  it("folds every spelling the fuzzers generate back to the action's page", () => {
    for (const [path, form] of [
      ["/contact", "/contact"],
      ["/?index", "/"],
      ["/demo/WhatsappDemo", "/demo/whatsappdemo"],
    ] as const) {
      fc.assert(
        fc.property(pathSpelling(path), (spelled) => normalizedPagePath(spelled) === form),
        { numRuns: 300 },
      );
    }
  });

  it("refuses what cannot be decoded", () => {
    expect(normalizedPagePath("/%E0%A4%A")).toBeUndefined();
  });
});
