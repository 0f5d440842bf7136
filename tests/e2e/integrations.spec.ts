import type { Page } from "@playwright/test";

import { integrations } from "#app/features/integrations/integrations.copy";
import { expect, test } from "./support/fixtures";
import { waitForElementHydration } from "./support/hydration";

const PLACEHOLDER = "Search integrations by name, or description...";
const EMPTY = "No integrations found matching your search.";

const search = (page: Page) => page.getByRole("searchbox", { name: "Search integrations" });
const cards = (page: Page) => page.getByRole("link", { name: /^Learn more about / });
const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("list").getByRole("heading", { level: 2 });

test.describe("integrations directory", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/integrations");
    expect(response?.status()).toBe(200);
    await waitForElementHydration(search(page));
  });

  test("shows the 16 cards with name, category, description and a Learn more link", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Integrations for the tools you already use",
    );
    await expect(cards(page)).toHaveCount(16);
    await expect(cardTitles(page)).toHaveText(integrations.map((i) => i.title));
    for (const category of [
      "Content Management",
      "eCommerce",
      "Enterprise Resource Planning",
      "Customer Relationship Management",
    ]) {
      await expect(page.getByText(category, { exact: true })).toHaveCount(4);
    }
    const wordpress = page.getByRole("article").filter({ hasText: "WordPress" });
    await expect(wordpress).toContainText(integrations[0]!.description);
    await expect(
      wordpress.getByRole("link", { name: "Learn more about WordPress" }),
    ).toHaveAttribute("href", "/channels/wordpress");
    await expect(page.getByTestId("integration-logo-fallback")).toHaveCount(16);
    await expect(search(page)).toHaveAttribute("placeholder", PLACEHOLDER);
    await expect(page.getByRole("status")).toHaveText("16 integrations found");
    await expect(page.getByRole("status")).toHaveAttribute("aria-live", "polite");
  });

  test("filters live by name, by a description word and by category", async ({ page }) => {
    await search(page).fill("HubSpot");
    await expect(cardTitles(page)).toHaveText(["HubSpot"]);
    await expect(page.getByRole("status")).toHaveText("1 integration found");

    // "catalogues" is only in Adobe Commerce Cloud's description
    await search(page).fill("catalogues");
    await expect(cardTitles(page)).toHaveText(["Adobe Commerce Cloud"]);

    await search(page).fill("Enterprise Resource Planning");
    await expect(cardTitles(page)).toHaveText([
      "Odoo",
      "SAP Business One",
      "Microsoft Business Central",
      "Frappe NextGen",
    ]);
    await expect(page.getByRole("status")).toHaveText("4 integrations found");

    await search(page).fill("");
    await expect(cards(page)).toHaveCount(16);
  });

  test("ignores letter case", async ({ page }) => {
    await search(page).fill("WORDPRESS");
    await expect(cardTitles(page)).toHaveText(["WordPress"]);
    await search(page).fill("ecommerce");
    await expect(cards(page)).toHaveCount(4);
    await search(page).fill("customer RELATIONSHIP management");
    await expect(cardTitles(page)).toHaveText([
      "Salesforce Sales Cloud",
      "ServiceNow",
      "Microsoft Dynamics 365",
      "HubSpot",
    ]);
  });

  test("shows the empty message and can show all again", async ({ page }) => {
    await search(page).fill("no such platform");
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("0 integrations found");
    await page.getByRole("link", { name: "Show all integrations" }).click();
    await expect(cards(page)).toHaveCount(16);
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(page).toHaveURL(/\/integrations$/);
  });

  test("keeps the query in the URL: typing, reloading, Back", async ({ page }) => {
    await search(page).fill("hubspot");
    await expect(page).toHaveURL(/\/integrations\?q=hubspot$/);
    await search(page).fill("");
    await expect(page).toHaveURL(/\/integrations$/);
    await search(page).fill("sap");
    await expect(page).toHaveURL(/\/integrations\?q=sap$/);

    await page.reload();
    await waitForElementHydration(search(page));
    await expect(search(page)).toHaveValue("sap");
    await expect(cardTitles(page)).toHaveText(["SAP Business One"]);

    await page.getByRole("link", { name: "Learn more about SAP Business One" }).click();
    await expect(page).toHaveURL(/\/channels\/sap$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "SAP Business One AI Agent Integration",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/integrations\?q=sap$/);
    await expect(search(page)).toHaveValue("sap");
    await expect(cardTitles(page)).toHaveText(["SAP Business One"]);
  });

  test("opens with the query of a link", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/integrations?q=Shopify");
    await waitForElementHydration(search(page));
    await expect(search(page)).toHaveValue("Shopify");
    await expect(cardTitles(page)).toHaveText(["Shopify"]);
    await page.goto("/integrations?q=zzzz");
    await expect(page.getByText(EMPTY)).toBeVisible();
    expect(errors, "console errors (hydration)").toEqual([]);
  });

  test("has no accessibility violations, also with no results", async ({
    page,
    expectNoAxeViolations,
  }) => {
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
    await search(page).fill("zzzz");
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expectNoAxeViolations();
  });
});

test.describe("integrations directory without JavaScript", () => {
  test("renders the filtered list on the server and searches with the form", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      const response = await page.goto("/integrations?q=wordpress");
      expect(response?.status()).toBe(200);
      const search = page.getByRole("searchbox", { name: "Search integrations" });
      await expect(search).toHaveValue("wordpress");
      await expect(page.getByRole("link", { name: /^Learn more about / })).toHaveCount(1);
      await expect(page.getByRole("status")).toHaveText("1 integration found");

      await search.fill("Customer Relationship Management");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/integrations\?q=Customer\+Relationship\+Management$/);
      await expect(page.getByRole("link", { name: /^Learn more about / })).toHaveCount(4);

      await page.goto("/integrations?q=nothing-like-this");
      await expect(page.getByText(EMPTY)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
