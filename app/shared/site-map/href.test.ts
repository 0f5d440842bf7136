import { describe, expect, it } from "vitest";

import { href } from "./href";

describe("href", () => {
  it("returns a pattern without parameters as it is", () => {
    expect(href("/")).toBe("/");
    expect(href("/pricing")).toBe("/pricing");
  });

  it("fills in each parameter, encoded", () => {
    expect(href("/blog/:id", { id: "first-post" })).toBe("/blog/first-post");
    expect(href("/channels/:name", { name: "a b/c" })).toBe("/channels/a%20b%2Fc");
  });

  it("refuses a missing parameter at run time too", () => {
    expect(() => (href as (p: string, v?: object) => string)("/blog/:id", {})).toThrow(/:id/);
  });
});
