import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/**
 * The cookie banner of a first visit never covers the page's primary action: it is a card in the
 * page's flow above the navigation bar, at every size (chrome-clearance.spec.ts checks every
 * link and button of the main pages).
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Each page's primary actions: what a first-time visitor came to press. */
const primaryActions: Record<string, (page: Page) => Locator[]> = {
  "/": (page) => [
    page.getByRole("button", { name: "Get Started Free" }),
    page.getByRole("button", { name: "Watch Demo" }),
  ],
  // The three plans' actions ("Start Free with the Free Forever plan", …).
  "/pricing": (page) =>
    [0, 1, 2].map((index) => page.getByRole("link", { name: /with the .* plan/ }).nth(index)),
  "/templates": (page) => [
    page.getByRole("search", { name: "Search templates" }).getByRole("searchbox"),
    page.getByRole("search", { name: "Search templates" }).getByRole("button", { name: "Search" }),
  ],
  "/contact": (page) => [page.getByRole("button", { name: "Send Message" })],
};

test.use({ freshVisitor: true });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [path, actions] of Object.entries(primaryActions)) {
      test(`the banner does not cover ${path}'s primary action`, async ({ page }) => {
        await page.goto(path);
        const banner = page.getByRole("region", { name: "Cookie consent" });
        await expect(banner).toBeVisible();
        const bannerBox = (await banner.boundingBox())!;
        // Above the navigation bar, in the flow: what follows starts below it.
        const header = (await page.getByRole("banner").boundingBox())!;
        expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(header.y);
        expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe(
          "static",
        );
        // Short enough to leave the first screen to the page.
        expect(bannerBox.height).toBeLessThanOrEqual(viewport.width >= 1024 ? 80 : 130);
        for (const action of actions(page)) {
          await expect(action).toBeVisible();
          const box = (await action.boundingBox())!;
          expect(
            intersects(box, bannerBox),
            `${await action.textContent()} is clear of the banner`,
          ).toBe(false);
        }
      });
    }
  });
}

test("the banner passes axe in both colour schemes", async ({ page, expectNoAxeViolations }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await expectNoAxeViolations();
});
