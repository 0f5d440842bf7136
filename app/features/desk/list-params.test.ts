import { href } from "#app/shared/site-map/href";
import { describe, expect, it } from "vitest";

import { NO_FILTERS, parseListQuery } from "./desk.schema";
import { listHref, parseListSort, sortToggle } from "./list-params";

const params = (search: string) => parseListQuery(new URLSearchParams(search));

describe("the desk list's URL", () => {
  it("reads the filters and the page, within bounds", () => {
    expect(params("")).toEqual({ ok: true, filters: NO_FILTERS, page: 1, invalidDates: [] });
    expect(params("?q=%20Acme%20&page=3&status=contacted&from=2026-01-02&to=2026-02-28")).toEqual({
      ok: true,
      page: 3,
      invalidDates: [],
      filters: { query: "Acme", status: "contacted", from: "2026-01-02", to: "2026-02-28" },
    });
    for (const page of ["0", "-1", "2.5", "x", "1e9"]) {
      expect(params(`?page=${page}`)).toMatchObject({ page: 1 });
    }
    expect(params(`?q=${"a".repeat(500)}`)).toMatchObject({ filters: { query: "a".repeat(200) } });
    // Values it does not know are dropped, not guessed; a date that is no day is named.
    expect(params("?status=won&from=2026-02-30&to=yesterday")).toMatchObject({
      filters: { status: null, from: null, to: null },
      invalidDates: ["from", "to"],
    });
  });

  it("names every date that is no calendar day, and takes every one that is (issue 56)", () => {
    for (const bad of [
      "2026-13-45",
      "2026-02-99",
      "2026-13-01",
      "2026-00-10",
      "2026-02-30",
      "2025-02-29",
      "2026-04-31",
      "0000-01-01",
      "0000-12-31",
      "10000-01-01",
      "99999-12-31",
      "2026-1-5",
      "+002026-01-05",
      "2026-01-05T00:00",
      " 2026-01-05",
    ]) {
      expect(params(`?from=${encodeURIComponent(bad)}`), bad).toMatchObject({
        filters: { from: null },
        invalidDates: ["from"],
      });
      expect(params(`?to=${encodeURIComponent(bad)}`), bad).toMatchObject({
        filters: { to: null },
        invalidDates: ["to"],
      });
    }
    for (const good of ["0001-01-01", "2024-02-29", "2000-02-29", "2026-12-31", "9999-12-31"]) {
      expect(params(`?from=${good}&to=${good}`), good).toMatchObject({
        filters: { from: good, to: good },
        invalidDates: [],
      });
    }
  });

  it("refuses NUL and other control characters in any parameter", () => {
    for (const search of [
      "?q=a%00b",
      "?q=a%0Ab",
      "?status=new%00",
      "?from=%1B",
      "?x%00=1",
      "?page=1%7F",
    ]) {
      expect(params(search), search).toEqual({ ok: false });
    }
  });

  it("writes it back without defaults", () => {
    expect(listHref(NO_FILTERS, 1)).toBe(href("/admin/inquiries"));
    expect(listHref({ ...NO_FILTERS, query: "a&b" }, 2)).toBe("/admin/inquiries?q=a%26b&page=2");
    expect(listHref({ query: "", status: "closed", from: "2026-01-01", to: null }, 1)).toBe(
      "/admin/inquiries?status=closed&from=2026-01-01",
    );
  });

  it("reads the order of a known column, and drops any other", () => {
    const sort = (search: string) => parseListSort(new URLSearchParams(search));
    expect(sort("")).toEqual({ key: "received", direction: "desc" });
    expect(sort("?sort=company&dir=desc")).toEqual({ key: "company", direction: "desc" });
    // A column without a direction sorts the way it first does: A to Z, newest first.
    expect(sort("?sort=owner")).toEqual({ key: "owner", direction: "asc" });
    expect(sort("?sort=received&dir=sideways")).toEqual({ key: "received", direction: "desc" });
    for (const search of ["?sort=message", "?sort=created_at", "?sort=status;drop", "?sort="]) {
      expect(sort(search), search).toEqual({ key: "received", direction: "desc" });
    }
  });

  it("keeps the order in its links, and a header toggles it", () => {
    const byCompany = { key: "company", direction: "asc" } as const;
    expect(listHref({ ...NO_FILTERS, status: "new" }, 2, undefined, byCompany)).toBe(
      "/admin/inquiries?status=new&sort=company&dir=asc&page=2",
    );
    expect(listHref(NO_FILTERS, 1, undefined, { key: "received", direction: "desc" })).toBe(
      "/admin/inquiries",
    );
    expect(sortToggle(byCompany, "company")).toEqual({ key: "company", direction: "desc" });
    expect(sortToggle(byCompany, "received")).toEqual({ key: "received", direction: "desc" });
    expect(sortToggle(byCompany, "status")).toEqual({ key: "status", direction: "asc" });
  });
});
