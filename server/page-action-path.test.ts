import { describe, expect, it } from "vitest";

import { normalizedPagePath } from "./page-action-path";

describe("normalizedPagePath", () => {
  it("gives every spelling of a page the same form", () => {
    for (const spelling of [
      "/contact",
      "/%63ontact",
      "/%43ONTACT",
      "/c%6fntact.data",
      "/./contact",
      "/x/../contact",
      "/contact/",
      "/contact?index",
      "/%2e/contact",
      "/x/%2E%2e/contact",
      "/contact/_.data",
      "\\contact",
    ]) {
      expect(normalizedPagePath(spelling), spelling).toBe("/contact");
    }
  });

  it("names the home page's action, and keeps other pages apart", () => {
    for (const spelling of ["/?index", "/_root.data?index", "/index.html/..", "//"]) {
      expect(normalizedPagePath(spelling), spelling).toBe("/");
    }
    expect(normalizedPagePath("/demo/WhatsAppDemo.data")).toBe("/demo/whatsappdemo");
    expect(normalizedPagePath("/demo/WhatsappDemo")).toBe("/demo/whatsappdemo");
    // An encoded slash stays inside its segment, as React Router matches it.
    expect(normalizedPagePath("/x%2Fcontact")).toBe("/x%2fcontact");
  });

  it("refuses what cannot be decoded", () => {
    expect(normalizedPagePath("/%E0%A4%A")).toBeUndefined();
  });
});
