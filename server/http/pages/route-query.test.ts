import { describe, expect, it } from "vitest";

import { queryIsIgnorable, readParams } from "./route-query";

describe("readParams", () => {
  it("names the parameters the route table declares for the page", () => {
    expect([...readParams("/templates")]).toEqual(["q", "category"]);
    expect([...readParams("/templates/")]).toEqual(["q", "category"]);
    expect([...readParams("/")]).toEqual(["template"]);
    expect([...readParams("/pricing")]).toEqual([]);
    expect([...readParams("/no-such-page")]).toEqual([]);
  });

  it("ignores a query that holds no parameter the page reads", () => {
    expect(queryIsIgnorable("x=1&utm_source=a", readParams("/pricing"))).toBe(true);
    expect(queryIsIgnorable("x=1&Q=2", readParams("/templates"))).toBe(true);
    expect(queryIsIgnorable("x=1&q=", readParams("/templates"))).toBe(false);
    expect(queryIsIgnorable("", readParams("/templates"))).toBe(true);
  });
});
