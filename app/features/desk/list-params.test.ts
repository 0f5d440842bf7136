import { describe, expect, it } from "vitest";

import { listHref, listParams } from "./list-params";

const params = (search: string) => listParams(new URL(`http://site.test/admin/inquiries${search}`));

describe("the desk list's URL", () => {
  it("reads the search and the page, within bounds", () => {
    expect(params("")).toEqual({ query: "", page: 1 });
    expect(params("?q=%20Acme%20&page=3")).toEqual({ query: "Acme", page: 3 });
    for (const page of ["0", "-1", "2.5", "x", "1e9"]) expect(params(`?page=${page}`).page).toBe(1);
    expect(params(`?q=${"a".repeat(500)}`).query).toHaveLength(200);
  });

  it("writes it back without defaults", () => {
    expect(listHref("", 1)).toBe("/admin/inquiries");
    expect(listHref("a&b", 2)).toBe("/admin/inquiries?q=a%26b&page=2");
  });
});
