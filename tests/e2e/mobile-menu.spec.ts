import type { Page } from "@playwright/test";

import { mobileMenuSections } from "#app/shared/layout/mobile-menu.copy";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { BASE_URL } from "./support/servers";

/**
 * The small screens' menu (issue 55, point 2): the specification's entries first, then the rest
 * of the site in collapsible sections, so a phone reaches every page the header and the footer
 * link.
 */
test.use({ viewport: { width: 390, height: 844 } });

const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const toggle = (page: Page) => page.getByRole("banner").locator("[data-menu-toggle]");

async function openMenu(page: Page) {
  await page.goto("/about");
  await waitForHydration(page);
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
}

/** The site's own paths linked from an element (not the studio, not other sites). */
const sitePaths = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute("href")!).filter((href) => href.startsWith("/")),
    );

test("reaches every route of the header and the footer", async ({ page }) => {
  await openMenu(page);
  for (const section of mobileMenuSections) {
    await menu(page).getByRole("button", { name: section.label }).click();
  }
  const reachable = new Set<string>();
  for (const link of await menu(page).getByRole("link").all()) {
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    if (href) reachable.add(href);
  }
  const header = await sitePaths(page, "[data-main-nav] a");
  const footer = await sitePaths(page, "footer a");
  expect(header).toContain("/templates");
  expect(footer).toContain("/templates");
  const missing = [...new Set([...header, ...footer])].filter(
    (href) => href !== "/" && !reachable.has(href),
  );
  expect(missing).toEqual([]);
});

test("keeps the specification's entries first, exactly as named, then Start Building", async ({
  page,
}) => {
  await openMenu(page);
  const links = menu(page).getByRole("link");
  await expect(links.nth(0)).toHaveText("Pricing Plans");
  await expect(links.nth(0)).toHaveAttribute("href", "/pricing");
  await expect(links.nth(1)).toHaveText("Pay As You Go");
  await expect(links.nth(1)).toHaveAttribute("href", "/pay-as-you-go");
  await expect(links.nth(2)).toHaveText("ROI Calculator");
  await expect(links.nth(2)).toHaveAttribute("href", "/roi-calculator");
  await expect(links.nth(3)).toHaveText("Contact Us");
  await expect(links.nth(3)).toHaveAttribute("href", "/contact");
  await expect(links.nth(4)).toHaveAccessibleName(/^Start Building/);
  await expect(links.nth(4)).toHaveAttribute("href", `${BASE_URL}/studio`);
  await expect(links.nth(4)).toHaveAttribute("target", "_blank");
  // The sections start closed: their links are hidden until a section opens.
  for (const section of mobileMenuSections) {
    await expect(menu(page).getByRole("button", { name: section.label })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  }
});

test("works from the keyboard: sections open with Enter, Escape closes and returns focus", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(toggle(page)).toHaveAccessibleName("Close menu");
  // The menu comes next in the tab order, its entries in reading order.
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Pricing Plans" })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: /^Start Building/ })).toBeFocused();
  await page.keyboard.press("Tab");
  const explore = menu(page).getByRole("button", { name: "Explore" });
  await expect(explore).toBeFocused();
  await expect(explore).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(explore).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: /No-Code Builder/ })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Space");
  await expect(explore).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("button", { name: "Channels" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
});

test("closes when focus leaves it", async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole("link", { name: "Pricing Plans" }).focus();
  await page.getByRole("main").locator("a").first().focus();
  await expect(menu(page)).toBeHidden();
});

for (const [section, link, path] of [
  ["Channels", "Voice AI", "/channels/voice"],
  ["Resources", "Templates", "/templates"],
  ["Solutions", "ConvExchange", "/convexchange"],
] as const) {
  test(`closes on a link: ${section} › ${link}`, async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole("button", { name: section }).click();
    await menu(page)
      .getByRole("link", { name: new RegExp(`^${link}`) })
      .click();
    await expect(page).toHaveURL(`${BASE_URL}${path}`);
    await expect(menu(page)).toBeHidden();
  });
}

test("a link that stays on the page closes it too", async ({ page }) => {
  await openMenu(page);
  await menu(page)
    .getByRole("link", { name: "Privacy Policy" })
    .evaluate((a) => a.addEventListener("click", (event) => event.preventDefault()));
  await menu(page).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(menu(page)).toBeHidden();
});

test("has no axe violations, open with a section open, in either theme", async ({
  page,
  expectNoAxeViolations,
}) => {
  await openMenu(page);
  await menu(page).getByRole("button", { name: "Channels" }).click();
  await expectNoAxeViolations();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens and shows every section's links", async ({ page }) => {
    await page.goto("/about");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    for (const section of mobileMenuSections) {
      for (const link of section.links) {
        await expect(menu(page).locator(`a[href="${link.href}"]`).first()).toBeVisible();
      }
    }
    // The search needs script: it is not offered.
    await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeHidden();
  });
});
