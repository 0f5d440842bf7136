import { describe, expect, it } from "vitest";

import { DESK_HOME, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a desk path with its search", () => {
    expect(safeNextPath("/admin/inquiries?q=acme&page=2")).toBe("/admin/inquiries?q=acme&page=2");
  });

  it("sends anything else to the desk's list", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin/",
      "//evil.example/admin/inquiries",
      "/\\evil.example/admin/",
      "/admin/../contact",
      "/admin/%2e%2e/contact",
      "/contact",
      "javascript:alert(1)",
      "/admin/\tinquiries",
    ]) {
      expect(safeNextPath(next), String(next)).toBe(DESK_HOME);
    }
  });
});
