import type { Locator } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/** A row of category chips that scrolls sideways fades at its cut edge; one that fits does not. */

function fadeOf(row: Locator) {
  return row.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      overflows: node.scrollWidth > node.clientWidth + 1,
      start: style.getPropertyValue("--fade-start"),
      end: style.getPropertyValue("--fade-end"),
      masked: style.maskImage.includes("linear-gradient"),
    };
  });
}

for (const path of ["/templates", "/blog"]) {
  test(`${path} at 390 px: the chip row shows that it scrolls`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const row = page.getByRole("group", { name: /categories$/ });
    // At the start: the right edge fades, the left does not.
    expect(await fadeOf(row)).toEqual({ overflows: true, start: "0px", end: "40px", masked: true });
    // Scrolled to the end: the other way round.
    await row.evaluate((node) => node.scrollTo({ left: node.scrollWidth, behavior: "instant" }));
    await expect.poll(() => fadeOf(row)).toMatchObject({ start: "40px", end: "0px" });
    // Reduced motion keeps the fade: it shows where the row is, it does not move.
    await row.evaluate((node) => node.scrollTo({ left: 0, behavior: "instant" }));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => fadeOf(row)).toMatchObject({ start: "0px", end: "40px" });
  });
}

test("/templates at 1440 px: the chips fit, so no fade", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/templates");
  const row = page.getByRole("group", { name: /categories$/ });
  expect(await fadeOf(row)).toMatchObject({ overflows: false, start: "0px", end: "0px" });
});
