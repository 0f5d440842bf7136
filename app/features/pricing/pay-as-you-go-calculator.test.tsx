// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { PAYG_DEFAULTS, type PayAsYouGoInputs } from "./pay-as-you-go";
import { PayAsYouGoCalculator } from "./pay-as-you-go-calculator";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#app/shared/forms/toast", () => ({ toast }));

function setup(initial: PayAsYouGoInputs = PAYG_DEFAULTS) {
  window.history.replaceState(null, "", "/pay-as-you-go");
  render(<PayAsYouGoCalculator initial={initial} />);
  return {
    user: userEvent.setup(),
    agents: screen.getByRole("spinbutton", { name: "Number of agents" }),
    interactions: screen.getByRole("spinbutton", { name: "Monthly unique interactions per agent" }),
    total: () => screen.getByTestId("payg-total").textContent,
  };
}

describe("PayAsYouGoCalculator", () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, "", "/");
  });

  it("starts at 1 agent and 1000 interactions, $10.00, and leaves the address alone", () => {
    const { agents, interactions, total } = setup();
    expect(agents).toHaveValue(1);
    expect(interactions).toHaveValue(1000);
    expect(total()).toContain("$10.00");
    expect(window.location.search).toBe("");
  });

  it("steps agents by 1, never below 1", async () => {
    const { user, agents, total } = setup();
    const minus = screen.getByRole("button", { name: "Decrease number of agents" });
    expect(minus).toHaveAttribute("aria-disabled", "true");
    await user.click(minus);
    expect(agents).toHaveValue(1);
    await user.click(screen.getByRole("button", { name: "Increase number of agents" }));
    await user.click(screen.getByRole("button", { name: "Increase number of agents" }));
    expect(agents).toHaveValue(3);
    expect(total()).toContain("$30.00");
    await user.click(minus);
    expect(agents).toHaveValue(2);
  });

  it("steps interactions by 100, minus floored at 100", async () => {
    const { user, interactions } = setup({ agents: 1, interactions: 200 });
    const minus = screen.getByRole("button", {
      name: "Decrease monthly unique interactions per agent",
    });
    await user.click(minus);
    expect(interactions).toHaveValue(100);
    await user.click(minus);
    expect(interactions).toHaveValue(100);
    await user.click(
      screen.getByRole("button", { name: "Increase monthly unique interactions per agent" }),
    );
    expect(interactions).toHaveValue(200);
  });

  it("recomputes as the visitor types and keeps the inputs in the address bar", async () => {
    const { user, agents, interactions, total } = setup();
    await user.clear(interactions);
    await user.type(interactions, "100001");
    await user.clear(agents);
    await user.type(agents, "5");
    expect(total()).toContain("$4,100.03");
    expect(window.location.search).toBe("?agents=5&interactions=100001");
  });

  it("shows a per-tier breakdown that adds up to the total", () => {
    setup({ agents: 3, interactions: 150_000 });
    const table = screen.getByRole("table", { name: "Cost by tier" });
    const rows = within(table).getAllByRole("row");
    // header, three tiers, total
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent("$0.01 each10,000$300.00");
    expect(rows[2]).toHaveTextContent("$0.008 each90,000$2,160.00");
    expect(rows[3]).toHaveTextContent("$0.006 each50,000$900.00");
    expect(rows[4]).toHaveTextContent("Total$3,360.00");
  });

  it("turns an emptied or too small field into the minimum when it loses focus", async () => {
    const { user, agents, interactions, total } = setup();
    await user.clear(agents);
    await user.clear(interactions);
    await user.type(interactions, "40");
    await user.tab();
    expect(agents).toHaveValue(1);
    expect(interactions).toHaveValue(100);
    expect(total()).toContain("$1.00");
  });

  it("copies the shareable link", async () => {
    const { user } = setup({ agents: 2, interactions: 5000 });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/pay-as-you-go?agents=2&interactions=5000`,
    );
    expect(toast.success).toHaveBeenCalledWith("Copied to clipboard!");
  });

  it("says so when the clipboard is not available", async () => {
    const { user } = setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(toast.error).toHaveBeenCalled();
  });

  it("is a GET form to the page, with named fields and a Calculate button", () => {
    const { agents, interactions } = setup();
    const form = agents.closest("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form?.getAttribute("action")).toMatch(/^\/pay-as-you-go/);
    expect(agents).toHaveAttribute("name", "agents");
    expect(interactions).toHaveAttribute("name", "interactions");
    expect(screen.getByRole("button", { name: "Calculate" })).toHaveAttribute("type", "submit");
  });
});
