import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** The page background of each theme: the brand's --color-canvas (styles/dark-theme.css, app.css). */
const LIGHT_CANVAS = "rgb(248, 246, 242)";
const DARK_CANVAS = "rgb(19, 17, 16)";

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("a remembered dark theme is in place before any module runs: no flash", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  // No JavaScript bundle loads, so only the inline <head> script can have set the theme.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/pricing", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await bodyBackground(page)).toBe(DARK_CANVAS);
});

test("without a choice the page follows the system's colour scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/about");
  expect(await bodyBackground(page)).toBe(DARK_CANVAS);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await bodyBackground(page)).toBe(LIGHT_CANVAS);
});

test.describe("the theme switch in the navigation bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Light and Dark override the system, are remembered, and System lets go", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/about");
    const theme = page.getByRole("banner").getByRole("radiogroup", { name: "Theme" });
    await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();

    await theme.getByText("Light").click({ force: true });
    await expect(theme.getByRole("radio", { name: "Light" })).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await bodyBackground(page)).toBe(LIGHT_CANVAS);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(theme.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(await bodyBackground(page)).toBe(LIGHT_CANVAS);

    await theme.getByRole("radio", { name: "System" }).focus();
    await page.keyboard.press("ArrowRight"); // radios move with the arrow keys: Light
    await page.keyboard.press("ArrowRight"); // … then Dark
    await expect(theme.getByRole("radio", { name: "Dark" })).toBeChecked();
    await page.emulateMedia({ colorScheme: "light" });
    expect(await bodyBackground(page)).toBe(DARK_CANVAS);

    await theme.getByText("System").click({ force: true });
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    expect(await bodyBackground(page)).toBe(LIGHT_CANVAS);
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("system");
  });
});

test.describe("the theme switch on small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("sits in the menu and switches the theme", async ({ page }) => {
    await page.goto("/about");
    // The menu toggle is the page's script: a tap before hydration opens nothing.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("radiogroup", { name: "Theme" }).getByText("Dark").click({ force: true });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await bodyBackground(page)).toBe(DARK_CANVAS);
  });
});
