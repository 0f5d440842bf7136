import type { Locator } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/**
 * The /integrations directory on a phone and a large screen: two cards a row on a phone, each
 * category whole, the descriptions of a row in line, and a drawn mark (never letters)
 * for every platform.
 */

async function boxes(locator: Locator) {
  return Promise.all((await locator.all()).map(async (item) => (await item.boundingBox())!));
}

for (const [width, perRow] of [
  [390, 2],
  [1440, 4],
] as const) {
  test(`at ${width} px: ${perRow} cards a row, categories whole, descriptions in line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/integrations");
    const cards = page.getByRole("main").locator("article");
    await expect(cards).toHaveCount(16);
    const cardBoxes = await boxes(cards);
    // The first row: perRow cards side by side, the next card below them.
    for (let index = 1; index < perRow; index += 1) {
      expect(cardBoxes[index]!.y).toBe(cardBoxes[0]!.y);
      expect(cardBoxes[index]!.x).toBeGreaterThan(cardBoxes[index - 1]!.x);
    }
    expect(cardBoxes[perRow]!.y).toBeGreaterThan(cardBoxes[0]!.y);

    // Every category whole (issue 55: "Enterprise Resource …" was cut on phones): wrapped on a
    // phone's narrow card, one line where there is room.
    const pills = cards.locator("p[data-category]");
    const categories = await pills.evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: node.textContent,
        cut: node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight,
      })),
    );
    expect(categories.filter((category) => category.cut)).toEqual([]);
    expect(new Set(categories.map((category) => category.text))).toEqual(
      new Set([
        "Content Management",
        "eCommerce",
        "Enterprise Resource Planning",
        "Customer Relationship Management",
      ]),
    );
    if (width >= 1024) {
      const pillHeights = new Set((await boxes(pills)).map((box) => Math.round(box.height)));
      expect([...pillHeights], "every pill is one line high").toHaveLength(1);
    }

    const descriptions = await boxes(cards.locator("p:not([data-category])"));
    for (let row = 0; row < 16; row += perRow) {
      const tops = descriptions.slice(row, row + perRow).map((box) => Math.round(box.y));
      expect(new Set(tops).size, `the descriptions of row ${row / perRow + 1} start in line`).toBe(
        1,
      );
    }
  });
}

test("/integrations shows no letter tile: every mark is a drawing", async ({ page, request }) => {
  await page.goto("/integrations");
  const tiles = page.getByRole("main").locator("[data-mark]");
  await expect(tiles).toHaveCount(16);
  const texts = await tiles.evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
  expect(texts.filter(Boolean)).toEqual([]);
  const sprite = await (await request.get("/integration-logos.svg")).text();
  expect(sprite).not.toContain("<text");
});

test("/integrations passes axe in both colour schemes on a phone", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/integrations");
  await expectNoAxeViolations();
});
