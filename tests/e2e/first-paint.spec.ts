import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/**
 * The whole stylesheet is asked for once the page has painted and `load` has passed
 * (server/http/pages/late-stylesheet.ts): the first screen is drawn by the rules inlined
 * in the document, the scripts are asked for with the document and do not wait for it, and
 * without JavaScript it is linked all the same.
 */

/** When the page painted first, when `load` began, and when its stylesheet was asked for. */
async function stylesheetTimeline(page: Page) {
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href && sheet.cssRules.length > 0),
  );
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      paint: performance.getEntriesByType("paint")[0]?.startTime ?? Infinity,
      load: navigation!.loadEventStart,
      stylesheet: resources.find((entry) => /\/assets\/.*\.css$/.test(entry.name))?.startTime,
      scripts: resources.filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).length,
    };
  });
}

for (const path of ["/", "/about", "/pricing", "/templates"]) {
  test(`${path}: asks for the whole stylesheet once painted and loaded, and hydrates`, async ({
    page,
  }) => {
    const markup = await (await page.request.get(path)).text();
    expect(markup, "no stylesheet linked outside <noscript>").not.toMatch(
      /<link rel="stylesheet"[^>]*>(?!<\/noscript>)/,
    );
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    const { paint, load, stylesheet, scripts } = await stylesheetTimeline(page);
    expect(scripts, "scripts fetched").toBeGreaterThan(0);
    expect(
      stylesheet,
      "the stylesheet asked for after the paint and `load`",
    ).toBeGreaterThanOrEqual(Math.max(paint, load));
  });
}

test("without JavaScript the stylesheet is linked all the same", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/about", { waitUntil: "load" });
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/.*\.css$/));
  } finally {
    await context.close();
  }
});
