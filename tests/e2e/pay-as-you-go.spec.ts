import type { Page } from "@playwright/test";

import { collectPageErrors, expect, test } from "./support/fixtures";
import { waitForElementHydration } from "./support/hydration";
import { layoutFaultsNow } from "./support/layout-overflow";

const controls = (page: Page) => ({
  agents: page.getByRole("spinbutton", { name: "Number of agents" }),
  interactions: page.getByRole("spinbutton", { name: "Monthly unique interactions per agent" }),
  moreAgents: page.getByRole("button", { name: "Increase number of agents" }),
  fewerAgents: page.getByRole("button", { name: "Decrease number of agents" }),
  moreInteractions: page.getByRole("button", {
    name: "Increase monthly unique interactions per agent",
  }),
  fewerInteractions: page.getByRole("button", {
    name: "Decrease monthly unique interactions per agent",
  }),
  total: page.getByTestId("payg-total"),
  breakdownTotal: page.getByTestId("payg-breakdown-total"),
});

/** The calculator has hydrated (typing before that would be lost). */
async function hydrated(page: Page) {
  await waitForElementHydration(page.locator("#payg-agents"));
}

test.describe("/pay-as-you-go", () => {
  test("the largest estimate's breakdown fits a 320 px phone, no figure broken between digits", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/pay-as-you-go?agents=10000&interactions=100000000");
    await expect(controls(page).breakdownTotal).toHaveText("$6,002,200,000.00");
    expect(await layoutFaultsNow(page)).toEqual([]);
  });

  test("renders its heading, tiers, promises and the default estimate", async ({ page }) => {
    // A hydration mismatch or any other error shows up in the console.
    const errors = collectPageErrors(page);
    const response = await page.goto("/pay-as-you-go");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Pay only for the conversations you have" }),
    ).toBeVisible();
    const pricing = page.locator("#pricing");
    await expect(pricing.getByText("$0.004 - $0.01", { exact: true })).toBeVisible();
    await expect(pricing.getByText("14-day free trial")).toBeVisible();
    await expect(pricing.getByText("No setup fees")).toBeVisible();
    const tiers = pricing.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText("$0.01");
    await expect(tiers.nth(1)).toContainText("$0.008");
    await expect(tiers.nth(1)).toContainText("up to 100,000 in total");
    await expect(tiers.nth(2)).toContainText("$0.006");
    // The range's low end is a rate the page shows: committed volume, beside the tiers.
    const committed = pricing.getByRole("region", { name: "Committed volume" });
    await expect(committed).toContainText("$0.004");
    await expect(committed).toContainText("annual commitment");
    await expect(committed.getByRole("link", { name: /Talk to sales/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(
      pricing.getByText("$0.01 to $0.006 as you go, $0.004 with committed volume"),
    ).toBeVisible();

    // The calculator starts at 1 agent and 1000 interactions: $10.00.
    const c = controls(page);
    await expect(c.agents).toHaveValue("1");
    await expect(c.interactions).toHaveValue("1000");
    await expect(c.total).toHaveText(/\$10\.00/);
    await expect(c.breakdownTotal).toHaveText("$10.00");
    await hydrated(page);
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
    expect(errors).toEqual([]);
  });

  test("'See pricing details' scrolls to the pricing section", async ({ page }) => {
    await page.goto("/pay-as-you-go");
    const heading = page.getByRole("heading", { level: 2, name: "Simple, usage-based pricing" });
    await page.setViewportSize({ width: 1280, height: 500 });
    await expect(heading).not.toBeInViewport();
    await page.getByRole("link", { name: "See pricing details" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(heading).toBeInViewport();
  });

  test("steps agents and interactions, never below their minimums", async ({ page }) => {
    await page.goto("/pay-as-you-go");
    await hydrated(page);
    const c = controls(page);
    // At the minimum, minus is marked disabled but stays focusable; pressing it does nothing.
    await expect(c.fewerAgents).toHaveAttribute("aria-disabled", "true");
    await c.fewerAgents.press("Enter");
    await expect(c.agents).toHaveValue("1");
    await c.moreAgents.click();
    await c.moreAgents.click();
    await expect(c.agents).toHaveValue("3");
    await expect(c.total).toHaveText(/\$30\.00/);

    await c.moreInteractions.click();
    await expect(c.interactions).toHaveValue("1100");
    await expect(c.total).toHaveText(/\$33\.00/);
    for (let i = 0; i < 10; i += 1) await c.fewerInteractions.click();
    await expect(c.interactions).toHaveValue("100");
    await c.fewerInteractions.press("Enter");
    await expect(c.interactions).toHaveValue("100");
    await expect(c.total).toHaveText(/\$3\.00/);

    // Keyboard: the buttons are buttons, the field is a number field.
    await c.moreAgents.focus();
    await page.keyboard.press("Enter");
    await expect(c.agents).toHaveValue("4");
    await c.interactions.focus();
    await page.keyboard.press("ArrowUp");
    await expect(c.interactions).toHaveValue("200");
    await expect(c.total).toHaveText(/\$8\.00/);
  });

  test("recomputes after typing, with a breakdown that adds up", async ({ page }) => {
    await page.goto("/pay-as-you-go");
    await hydrated(page);
    const c = controls(page);
    await c.interactions.fill("100001");
    await c.agents.fill("5");
    await expect(c.total).toHaveText(/\$4,100\.03/);
    const rows = page.getByRole("table", { name: "Cost by tier" }).getByRole("row");
    await expect(rows.nth(1)).toContainText("$500.00");
    await expect(rows.nth(2)).toContainText("$3,600.00");
    await expect(rows.nth(3)).toContainText("$0.03");
    await expect(c.breakdownTotal).toHaveText("$4,100.03");
  });

  test("turns garbage and too small values into the minimums", async ({ page }) => {
    await page.goto("/pay-as-you-go");
    await hydrated(page);
    const c = controls(page);
    await c.agents.fill("");
    await c.interactions.fill("0");
    await expect(c.total).toHaveText(/\$1\.00/);
    await c.interactions.blur();
    await expect(c.agents).toHaveValue("1");
    await expect(c.interactions).toHaveValue("100");
    await c.agents.fill("-7");
    await c.agents.press("Enter");
    await expect(c.agents).toHaveValue("1");
  });

  test("keeps the inputs in the URL: a reload or a shared link shows the same estimate", async ({
    page,
  }) => {
    await page.goto("/pay-as-you-go");
    await hydrated(page);
    const c = controls(page);
    await c.agents.fill("3");
    await c.interactions.fill("2500");
    await expect(page).toHaveURL(/\/pay-as-you-go\?agents=3&interactions=2500$/);
    await expect(c.total).toHaveText(/\$75\.00/);
    await page.reload();
    await expect(c.agents).toHaveValue("3");
    await expect(c.interactions).toHaveValue("2500");
    await expect(c.total).toHaveText(/\$75\.00/);

    // Leaving by a link and coming back restores the estimate from the address.
    await hydrated(page);
    await page.getByRole("link", { name: "Compare monthly plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?agents=3&interactions=2500$/);
    await expect(c.agents).toHaveValue("3");
    await expect(c.total).toHaveText(/\$75\.00/);
  });

  test("clamps bad values in a shared link by the same rules", async ({ page }) => {
    await page.goto("/pay-as-you-go?agents=abc&interactions=-50");
    const c = controls(page);
    await expect(c.agents).toHaveValue("1");
    await expect(c.interactions).toHaveValue("100");
    await expect(c.total).toHaveText(/\$1\.00/);
  });

  test("copies the link with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/pay-as-you-go?agents=2&interactions=5000");
    await hydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Copied to clipboard!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname + new URL(copied).search).toBe(
      "/pay-as-you-go?agents=2&interactions=5000",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Calculate button submits the form and the server renders the estimate", async ({
      page,
    }) => {
      await page.goto("/pay-as-you-go");
      const c = controls(page);
      await c.agents.fill("2");
      await c.interactions.fill("10001");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/\?agents=2&interactions=10001#calculator$/);
      await expect(c.total).toHaveText(/\$200\.02/);
      await expect(c.breakdownTotal).toHaveText("$200.02");
    });
  });
});
