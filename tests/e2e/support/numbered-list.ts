import { expect, type Locator } from "@playwright/test";

/** Points shown as ruled typographic rows (NumberedList), not a grid of icon cards. */
export async function expectNoIconCards(scope: Locator) {
  await expect(scope.locator("li svg")).toHaveCount(0);
  await expect(scope.locator("li.rounded-card")).toHaveCount(0);
}

/**
 * Each row of the numbered list in `scope` leads with its two-digit number in a column of
 * `numeralColumn` px: 48 comfortable, 40 compact (app/shared/sections/numbered-list.tsx).
 */
export async function expectNumberedRows(scope: Locator, rows: number, numeralColumn: 40 | 48) {
  const numerals = scope.locator("ol > li > span[aria-hidden='true']");
  await expect(numerals).toHaveText(
    Array.from({ length: rows }, (_, index) => String(index + 1).padStart(2, "0")),
  );
  for (const numeral of await numerals.all()) {
    expect((await numeral.boundingBox())?.width).toBe(numeralColumn);
  }
}
