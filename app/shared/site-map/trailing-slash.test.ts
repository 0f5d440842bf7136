import { describe, expect, it } from "vitest";

import { withoutTrailingSlash } from "./trailing-slash";

describe("withoutTrailingSlash", () => {
  it("drops trailing slashes and keeps the home page", () => {
    expect(withoutTrailingSlash("/channels/voice/")).toBe("/channels/voice");
    expect(withoutTrailingSlash("/blog//")).toBe("/blog");
    expect(withoutTrailingSlash("/pricing")).toBe("/pricing");
    expect(withoutTrailingSlash("/")).toBe("/");
    expect(withoutTrailingSlash("//")).toBe("/");
  });
});
