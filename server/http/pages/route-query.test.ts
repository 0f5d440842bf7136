import { describe, expect, it } from "vitest";

import { pagePathOf, queryIsIgnorable, routeQuery } from "./route-query";

const module = (queryParams?: string[]) =>
  ({ handle: queryParams ? { queryParams } : undefined }) as never;
const build = {
  routes: {
    root: { id: "root", path: "", module: module() },
    pricing: { id: "pricing", parentId: "root", path: "pricing", module: module() },
    templates: {
      id: "templates",
      parentId: "root",
      path: "templates",
      module: module(["q", "category"]),
    },
    post: { id: "post", parentId: "root", path: "blog/:id", module: module() },
    home: { id: "home", parentId: "root", index: true, module: module(["template"]) },
  },
} as never;

describe("routeQuery", () => {
  const { readParams, routeIdsOf } = routeQuery(build);

  it("collects the parameters the matched routes declare", () => {
    expect([...readParams("/templates")]).toEqual(["q", "category"]);
    expect([...readParams("/")]).toEqual(["template"]);
    expect([...readParams("/pricing")]).toEqual([]);
    expect([...readParams("/no-such-page")]).toEqual([]);
  });

  it("treats a page's single-fetch data as the page, with _routes read", () => {
    expect([...readParams("/templates.data")]).toEqual(["_routes", "q", "category"]);
    expect([...readParams("/_root.data")]).toEqual(["_routes", "template"]);
    expect(pagePathOf("/blog/x/_.data")).toEqual({ page: "/blog/x", data: true });
    expect([...routeIdsOf("/blog/x")]).toEqual(["root", "post"]);
  });

  it("ignores a query that holds no parameter the page reads", () => {
    expect(queryIsIgnorable("x=1&utm_source=a", readParams("/pricing"))).toBe(true);
    expect(queryIsIgnorable("x=1&Q=2", readParams("/templates"))).toBe(true);
    expect(queryIsIgnorable("x=1&q=", readParams("/templates"))).toBe(false);
    expect(queryIsIgnorable("", readParams("/templates"))).toBe(true);
  });
});
