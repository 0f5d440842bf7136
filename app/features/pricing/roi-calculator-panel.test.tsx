// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROI_DEFAULTS, type RoiInputs } from "./roi";
import { RoiCalculatorPanel } from "./roi-calculator-panel";

vi.mock("#app/shared/forms/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function setup(initial: RoiInputs = ROI_DEFAULTS) {
  window.history.replaceState(null, "", "/roi-calculator");
  render(<RoiCalculatorPanel initial={initial} />);
  return { user: userEvent.setup() };
}

const figure = (key: string) => screen.getByTestId(`roi-${key}`).textContent;
const figures = () =>
  ["monthlySavings", "annualSavings", "annualCost", "netBenefit", "roiPercent", "payback"].map(
    figure,
  );

describe("RoiCalculatorPanel", () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, "", "/");
  });

  it("shows the required results for the defaults", () => {
    setup();
    expect(screen.getByRole("spinbutton", { name: "Support employees" })).toHaveValue(10);
    expect(screen.getByRole("spinbutton", { name: "Average annual salary (USD)" })).toHaveValue(
      50_000,
    );
    expect(figures()).toEqual(["$35,417", "$425,004", "$1,188", "$423,816", "35,675%", "1 month"]);
  });

  it("has sliders with the required ranges and defaults", () => {
    setup();
    const ranges = [
      ["Customer inquiries per month", "100", "10000", "100", "1000"],
      ["Average response time (hours)", "1", "48", "1", "24"],
      ["Resolution rate (%)", "10", "100", "5", "70"],
    ];
    for (const [name, min, max, step, value] of ranges) {
      const slider = screen.getByRole("slider", { name });
      expect([
        slider.getAttribute("min"),
        slider.getAttribute("max"),
        slider.getAttribute("step"),
        (slider as HTMLInputElement).value,
      ]).toEqual([min, max, step, value]);
    }
  });

  it("says — for the payback when there are no savings, and 0 for an empty field", async () => {
    const { user } = setup();
    const employees = screen.getByRole("spinbutton", { name: "Support employees" });
    await user.clear(employees);
    expect(figures()).toEqual(["$0", "$0", "$1,188", "-$1,188", "-100%", "—"]);
    await user.tab();
    expect(employees).toHaveValue(0);
    expect(window.location.search).toContain("employees=0");
  });

  it("recomputes from employees and salary as the visitor types", async () => {
    const { user } = setup();
    const salary = screen.getByRole("spinbutton", { name: "Average annual salary (USD)" });
    await user.clear(salary);
    await user.type(salary, "30000");
    const employees = screen.getByRole("spinbutton", { name: "Support employees" });
    await user.clear(employees);
    await user.type(employees, "1");
    expect(figure("monthlySavings")).toBe("$2,125");
    expect(figure("roiPercent")).toBe("2,046%");
    expect(window.location.search).toBe(
      "?employees=1&salary=30000&inquiries=1000&responseTime=24&resolutionRate=70",
    );
  });

  it("keeps the results when a slider moves, and the slider's value in the address", () => {
    setup();
    const before = figures();
    fireEvent.change(screen.getByRole("slider", { name: "Resolution rate (%)" }), {
      target: { value: "95" },
    });
    fireEvent.change(screen.getByRole("slider", { name: "Average response time (hours)" }), {
      target: { value: "2" },
    });
    expect(screen.getByText("95%")).toBeInTheDocument();
    expect(figures()).toEqual(before);
    expect(window.location.search).toContain("responseTime=2&resolutionRate=95");
  });

  it("explains which inputs drive the estimate", () => {
    setup();
    expect(
      screen.getByText(/inquiries, response time and resolution rate .* do not enter/),
    ).toBeInTheDocument();
  });
});
