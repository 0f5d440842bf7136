import { describe, expect, it } from "vitest";

import { listView } from "./filtered-view";

describe("listView", () => {
  it("is the list's own arrangement when neither a search nor a category filters it", () => {
    expect(listView("", "all", "all")).toBe("all");
    expect(listView("   ", "all", "all")).toBe("all");
  });

  it("is the filtered grid for a search, a category or both", () => {
    expect(listView("faq", "all", "all")).toBe("filtered");
    expect(listView("", "hr", "all")).toBe("filtered");
    expect(listView("faq", "hr", "all")).toBe("filtered");
  });
});
