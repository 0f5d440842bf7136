// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { shopifyPlans } from "#app/features/channels/shopify-page.copy";
import { pricingPlans } from "./pricing.copy";
import type { Plan } from "./plan.copy";
import { PlanCards } from "./plan-cards";

afterEach(cleanup);

function renderPlans(plans: readonly Plan[]) {
  render(<PlanCards plans={plans} />);
}

describe("PlanCards", () => {
  it("shows the pricing plans with their badges, the studio in a new tab and Enterprise to /contact", () => {
    renderPlans(pricingPlans);
    const pro = screen.getByRole("listitem", { name: "Professional" });
    expect(pro).toHaveTextContent("$99per month");
    expect(pro).toHaveTextContent("Most Popular");
    expect(pro).toHaveTextContent("Limited Time");
    const trial = within(pro).getByRole("link", {
      name: "Start 14-Day Free Trial with the Professional plan (opens in a new tab)",
    });
    expect(trial).toHaveAttribute("target", "_blank");
    const enterprise = screen.getByRole("listitem", { name: "Enterprise" });
    expect(within(enterprise).getByRole("link")).toHaveAttribute("href", "/contact");
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
  });

  it("shows the Shopify plans in the same card, with what each allows", () => {
    renderPlans(shopifyPlans);
    const growth = screen.getByRole("listitem", { name: "Growth" });
    expect(growth).toHaveTextContent("$79/month");
    expect(growth).toHaveTextContent("Up to 5,000 conversations per month");
    expect(growth).not.toHaveTextContent("Limited Time");
    expect(
      within(growth).getByRole("link", {
        name: "Start Free Trial with the Growth plan (opens in a new tab)",
      }),
    ).toHaveAttribute("target", "_blank");
  });
});
