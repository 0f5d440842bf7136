import { expect, test } from "./support/fixtures";

/**
 * /templates, /integrations and /blog draw one search field (app/shared/search/search-field.tsx):
 * the same component, the same look, at a phone's width and a desktop's.
 */
const pages = [
  { path: "/templates", name: "Search templates" },
  { path: "/integrations", name: "Search integrations" },
  { path: "/blog", name: "Search articles" },
];

for (const width of [390, 1440]) {
  test(`the three searchable lists share one search field at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const looks: Record<string, unknown>[] = [];
    for (const { path, name } of pages) {
      await page.goto(path);
      const field = page.getByRole("search").locator("[data-search-field]");
      await expect(field, path).toHaveCount(1);
      await expect(field.getByRole("searchbox", { name })).toBeVisible();
      await expect(field.getByRole("button", { name: "Search", exact: true })).toBeVisible();
      looks.push(
        await field.evaluate((node) => {
          const style = getComputedStyle(node);
          const input = getComputedStyle(node.querySelector("input")!);
          const button = getComputedStyle(node.querySelector("button")!);
          return {
            height: node.getBoundingClientRect().height,
            border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
            radius: style.borderTopLeftRadius,
            background: style.backgroundColor,
            shadow: style.boxShadow,
            font: `${input.fontSize} ${input.fontWeight}`,
            button: `${button.height} ${button.backgroundColor} ${button.borderTopLeftRadius}`,
          };
        }),
      );
    }
    expect(looks[1], "/integrations as /templates").toEqual(looks[0]);
    expect(looks[2], "/blog as /templates").toEqual(looks[0]);
  });
}
