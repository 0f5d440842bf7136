import type { Page } from "@playwright/test";

import { collectPageErrors, expect, test } from "./support/fixtures";
import { waitForElementHydration } from "./support/hydration";

const controls = (page: Page) => ({
  employees: page.getByRole("spinbutton", { name: "Support employees" }),
  salary: page.getByRole("spinbutton", { name: "Average annual salary (USD)" }),
  inquiries: page.getByRole("slider", { name: "Customer inquiries per month" }),
  responseTime: page.getByRole("slider", { name: "Average response time (hours)" }),
  resolutionRate: page.getByRole("slider", { name: "Resolution rate (%)" }),
  figure: (key: string) => page.getByTestId(`roi-${key}`),
});

/** The calculator has hydrated (typing before that would be lost). */
async function hydrated(page: Page) {
  await waitForElementHydration(page.locator("#roi-employees"));
}

async function expectDefaultsResults(page: Page) {
  const c = controls(page);
  await expect(c.figure("monthlySavings")).toHaveText("$35,417");
  await expect(c.figure("annualSavings")).toHaveText("$425,004");
  await expect(c.figure("annualCost")).toHaveText("$1,188");
  await expect(c.figure("netBenefit")).toHaveText("$423,816");
  await expect(c.figure("roiPercent")).toHaveText("35,675%");
  await expect(c.figure("payback")).toHaveText("1 month");
}

test.describe("/roi-calculator", () => {
  test("renders its heading, the defaults and the slider ranges", async ({ page }) => {
    // A hydration mismatch or any other error shows up in the console.
    const errors = collectPageErrors(page);
    const response = await page.goto("/roi-calculator");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Calculate your return on AI agents" }),
    ).toBeVisible();
    const c = controls(page);
    await expect(c.employees).toHaveValue("10");
    await expect(c.salary).toHaveValue("50000");
    await expect(c.inquiries).toHaveValue("1000");
    await expect(c.responseTime).toHaveValue("24");
    await expect(c.resolutionRate).toHaveValue("70");
    for (const [slider, min, max, step] of [
      [c.inquiries, "100", "10000", "100"],
      [c.responseTime, "1", "48", "1"],
      [c.resolutionRate, "10", "100", "5"],
    ] as const) {
      await expect(slider).toHaveAttribute("min", min);
      await expect(slider).toHaveAttribute("max", max);
      await expect(slider).toHaveAttribute("step", step);
    }
    await expectDefaultsResults(page);
    await expect(page.getByText(/do not enter this estimate/)).toBeVisible();
    await hydrated(page);
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
    expect(errors).toEqual([]);
  });

  test("moves the sliders by keyboard without changing the results", async ({ page }) => {
    await page.goto("/roi-calculator");
    await hydrated(page);
    const c = controls(page);
    await c.inquiries.focus();
    await page.keyboard.press("ArrowRight");
    await expect(c.inquiries).toHaveValue("1100");
    await page.keyboard.press("End");
    await expect(c.inquiries).toHaveValue("10000");
    await c.resolutionRate.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(c.resolutionRate).toHaveValue("65");
    await expect(c.resolutionRate).toHaveAttribute("aria-valuetext", "65%");
    await c.responseTime.focus();
    await page.keyboard.press("Home");
    await expect(c.responseTime).toHaveValue("1");
    await expectDefaultsResults(page);
    await expect(page).toHaveURL(/inquiries=10000&responseTime=1&resolutionRate=65/);
  });

  test("recomputes after typing", async ({ page }) => {
    await page.goto("/roi-calculator");
    await hydrated(page);
    const c = controls(page);
    await c.employees.fill("3");
    await c.salary.fill("45000");
    await expect(c.figure("monthlySavings")).toHaveText("$9,563");
    await expect(c.figure("annualSavings")).toHaveText("$114,756");
    await expect(c.figure("netBenefit")).toHaveText("$113,568");
    await expect(c.figure("roiPercent")).toHaveText("9,560%");
    await expect(c.figure("payback")).toHaveText("1 month");
  });

  test("turns an empty field into 0 and shows — for the payback", async ({ page }) => {
    await page.goto("/roi-calculator");
    await hydrated(page);
    const c = controls(page);
    await c.salary.fill("");
    await expect(c.figure("monthlySavings")).toHaveText("$0");
    await expect(c.figure("netBenefit")).toHaveText("-$1,188");
    await expect(c.figure("roiPercent")).toHaveText("-100%");
    await expect(c.figure("payback")).toHaveText("—");
    await c.salary.blur();
    await expect(c.salary).toHaveValue("0");
  });

  test("keeps the inputs in the URL: a reload shows the same estimate", async ({ page }) => {
    await page.goto("/roi-calculator");
    await hydrated(page);
    const c = controls(page);
    await c.employees.fill("1");
    await c.salary.fill("30000");
    await c.responseTime.fill("6");
    await expect(page).toHaveURL(
      /\?employees=1&salary=30000&inquiries=1000&responseTime=6&resolutionRate=70$/,
    );
    await page.reload();
    await expect(c.employees).toHaveValue("1");
    await expect(c.responseTime).toHaveValue("6");
    await expect(c.figure("monthlySavings")).toHaveText("$2,125");
    await expect(c.figure("roiPercent")).toHaveText("2,046%");
  });

  test("clamps bad values in a shared link", async ({ page }) => {
    await page.goto(
      "/roi-calculator?employees=lots&salary=-1&inquiries=5&responseTime=100&resolutionRate=x",
    );
    const c = controls(page);
    await expect(c.employees).toHaveValue("0");
    await expect(c.salary).toHaveValue("0");
    await expect(c.inquiries).toHaveValue("100");
    await expect(c.responseTime).toHaveValue("48");
    await expect(c.resolutionRate).toHaveValue("70");
    await expect(c.figure("payback")).toHaveText("—");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Calculate button submits the form and the server renders the results", async ({
      page,
    }) => {
      await page.goto("/roi-calculator");
      const c = controls(page);
      await c.employees.fill("3");
      await c.salary.fill("45000");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/\?employees=3&salary=45000&.*#calculator$/);
      await expect(c.figure("monthlySavings")).toHaveText("$9,563");
      await expect(c.figure("roiPercent")).toHaveText("9,560%");
    });
  });
});
