import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { integrations } from "./integrations.copy";
import {
  matchesIntegration,
  queryFromSearch,
  resultCountText,
  searchHref,
} from "./integrations-filter";

/** As the directory filters its list: in the original order, a blank query keeping them all. */
const filtered = (query: string) => integrations.filter((i) => matchesIntegration(i, query));
const titles = (query: string) => filtered(query).map((i) => i.title);

describe("matchesIntegration over the directory", () => {
  it("keeps all 16 integrations for an empty or blank query", () => {
    expect(filtered("")).toHaveLength(16);
    expect(filtered("   ")).toHaveLength(16);
  });

  it("matches on the title", () => {
    expect(titles("HubSpot")).toEqual(["HubSpot"]);
    expect(titles("Salesforce")).toEqual(["Salesforce Commerce Cloud", "Salesforce Sales Cloud"]);
  });

  it("matches on a word of the description only", () => {
    // "catalogues" is in Adobe Commerce Cloud's description, not in any title or category.
    expect(titles("catalogues")).toEqual(["Adobe Commerce Cloud"]);
  });

  it("matches on the category", () => {
    expect(titles("Enterprise Resource Planning")).toEqual([
      "Odoo",
      "SAP Business One",
      "Microsoft Business Central",
      "Frappe NextGen",
    ]);
    expect(filtered("ecommerce").every((i) => i.category === "eCommerce")).toBe(true);
  });

  it("ignores case in the query and in the fields", () => {
    expect(titles("WORDPRESS")).toEqual(["WordPress"]);
    expect(titles("wordpress")).toEqual(["WordPress"]);
    expect(titles("customer RELATIONSHIP")).toHaveLength(4);
  });

  it("ignores spaces around the query", () => {
    expect(titles("  odoo  ")).toEqual(["Odoo"]);
  });

  it("returns nothing when no field contains the query", () => {
    expect(filtered("zzz-no-such-platform")).toEqual([]);
  });

  it("keeps the original order and only items that contain the query (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        const result = filtered(query);
        const needle = query.trim().toLowerCase();
        const expected = integrations.filter((i) =>
          [i.title, i.description, i.category].some((field) =>
            field.toLowerCase().includes(needle),
          ),
        );
        expect(result).toEqual(expected);
      }),
    );
  });

  it("gives the same result for a query in any letter case (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z ]{0,8}$/), (query) => {
        const lower = filtered(query.toLowerCase());
        expect(filtered(query.toUpperCase())).toEqual(lower);
        expect(filtered(query)).toEqual(lower);
      }),
    );
  });
});

describe("matchesIntegration", () => {
  const item = { title: "Acme", description: "Sells rockets", category: "eCommerce" };
  it("does not match across field boundaries", () => {
    expect(matchesIntegration(item, "acme sells")).toBe(false);
    expect(matchesIntegration(item, "ROCKETS")).toBe(true);
  });
});

describe("URL helpers", () => {
  it("reads ?q= and defaults to an empty query", () => {
    expect(queryFromSearch(new URLSearchParams("q=shop"))).toBe("shop");
    expect(queryFromSearch(new URLSearchParams(""))).toBe("");
  });

  it("puts the query in ?q= and leaves the plain path for a blank query", () => {
    expect(searchHref("/integrations", "")).toBe("/integrations");
    expect(searchHref("/integrations", "  ")).toBe("/integrations");
    expect(searchHref("/integrations", "sap & co")).toBe("/integrations?q=sap+%26+co");
  });

  it("round-trips any query through the URL", () => {
    fc.assert(
      fc.property(
        fc.string().filter((q) => q.trim() !== ""),
        (query) => {
          const url = new URL(searchHref("/integrations", query), "http://localhost");
          expect(queryFromSearch(url.searchParams)).toBe(query);
        },
      ),
    );
  });

  it("words the result count", () => {
    expect(resultCountText(16)).toBe("16 integrations found");
    expect(resultCountText(1)).toBe("1 integration found");
    expect(resultCountText(0)).toBe("0 integrations found");
  });
});
