import { describe, expect, it } from "vitest";

import { safeImageSrc } from "./image-src";

describe("safeImageSrc", () => {
  it.each([
    ["https://cdn.example/a.png", "https://cdn.example/a.png"],
    ["http://cdn.example/a.png", "http://cdn.example/a.png"],
    ["/media/templates/hr-1.svg", "/media/templates/hr-1.svg"],
    ["  /media/a.svg ", "/media/a.svg"],
  ])("keeps %s", (value, expected) => {
    expect(safeImageSrc(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    "",
    "javascript:alert(1)",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "media/a.png",
    "https://cdn.example/a b.png",
  ])("drops %j", (value) => {
    expect(safeImageSrc(value)).toBeNull();
  });
});
