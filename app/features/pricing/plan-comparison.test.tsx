// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { PlanComparison } from "./plan-comparison";
import { pricingPlans } from "./pricing.copy";

afterEach(cleanup);

const plans = pricingPlans.map((plan) => plan.name);

describe("PlanComparison", () => {
  it("is a table: the plans as column headers, each feature a row header", () => {
    render(<PlanComparison plans={plans} />);
    const table = screen.getByRole("table", { name: "What each plan includes" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Feature", "Free Forever", "Professional", "Enterprise"]);
    const rowOf = (feature: string) =>
      within(table).getByRole("rowheader", { name: feature }).closest("tr")!;
    const cells = (feature: string) =>
      within(rowOf(feature))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("Price")).toEqual(["$0 forever", "$99 per month", "Custom"]);
    expect(cells("Unique interactions per month")).toEqual(["100", "10,000", "Unlimited"]);
    expect(cells("Free trial")).toEqual(["Not included", "14-day", "Not included"]);
    for (const feature of ["Custom training", "White-label", "SLA"]) {
      expect(cells(feature)).toEqual(["Not included", "Not included", "Included"]);
    }
    expect(cells("Limited-time price")).toEqual(["Included", "Included", "Not included"]);
  });

  it("says nothing the plan cards do not: the same prices, allowances and Enterprise features", () => {
    render(<PlanComparison plans={plans} />);
    const table = screen.getByRole("table");
    for (const plan of pricingPlans) expect(table).toHaveTextContent(plan.price);
    const [free, pro] = pricingPlans;
    expect(free?.features.join(" ")).toContain("100 unique interactions");
    expect(pro?.features.join(" ")).toContain("10,000 unique interactions");
    for (const feature of pricingPlans[2]!.features.slice(1)) {
      expect(within(table).getByRole("rowheader", { name: feature })).toBeInTheDocument();
    }
  });
});
