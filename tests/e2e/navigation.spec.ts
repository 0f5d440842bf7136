import { expect, test } from "./support/fixtures";

/**
 * Moving between pages is a document load of a cached page, made quick by speculation rules:
 * Chromium fetches a page once a visitor shows intent (the pointer resting on its link), and
 * the click then uses what it fetched. Pages cross-fade, except for visitors asking for less
 * motion.
 */
test("a link the pointer rests on is fetched before the click, which then uses it", async ({
  page,
}) => {
  await page.goto("/about");
  const rules = JSON.parse(
    (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
  ) as { prefetch?: { eagerness: string }[] };
  expect(rules.prefetch?.[0]?.eagerness).toBe("moderate");

  const link = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" });
  const prefetched = page.waitForRequest(
    (request) =>
      request.url().endsWith("/terms") && request.headers()["sec-purpose"] === "prefetch",
  );
  await link.hover();
  await prefetched;
  await link.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  // The navigation was served from the prefetch, not asked for again.
  const deliveryType = await page.evaluate(
    () =>
      (
        performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
          deliveryType?: string;
        }
      ).deliveryType,
  );
  expect(deliveryType).toBe("navigational-prefetch");
});

test("the desk, the studio and links that open elsewhere are never fetched ahead", async ({
  page,
}) => {
  await page.goto("/about");
  const rules = (await page.locator('script[type="speculationrules"]').textContent()) ?? "";
  for (const excluded of ["/admin/*", "/api/*", "/studio/*", "[target=_blank]"]) {
    expect(rules).toContain(excluded);
  }
});

test("pages cross-fade unless the visitor asks for less motion", async ({ page }) => {
  await page.goto("/about");
  const hasRule = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSMediaRule &&
            rule.conditionText.includes("prefers-reduced-motion: no-preference") &&
            [...rule.cssRules].some((inner) => inner.cssText.startsWith("@view-transition")),
        ),
      ),
    );
  expect(await hasRule()).toBe(true);
});
