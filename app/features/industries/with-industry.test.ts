import { describe, expect, it } from "vitest";

import { industrySections } from "./industry-page.copy";
import { withIndustry } from "./with-industry";

describe("withIndustry", () => {
  it("puts the industry's name in, as given or in lower case", () => {
    expect(withIndustry(industrySections.title, "Healthcare")).toBe("AI Agents for Healthcare");
    expect(withIndustry(industrySections.cta.title, "Financial Services")).toBe(
      "Put an AI agent to work in financial services",
    );
    expect(withIndustry("{name} and {name}", "Retail")).toBe("Retail and Retail");
  });
});
