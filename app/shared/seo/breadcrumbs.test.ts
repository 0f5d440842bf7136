import { describe, expect, it } from "vitest";

import { breadcrumbList } from "./breadcrumbs";

describe("breadcrumbList", () => {
  it("numbers the crumbs and makes their URLs absolute", () => {
    expect(
      breadcrumbList("https://example.com", [
        { name: "Home", path: "/" },
        { name: "Industries", path: "/industry-use-cases" },
        { name: "Retail", path: "/industry/retail" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Industries",
          item: "https://example.com/industry-use-cases",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Retail",
          item: "https://example.com/industry/retail",
        },
      ],
    });
  });
});
