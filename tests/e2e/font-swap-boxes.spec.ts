import type { Browser } from "@playwright/test";

import { drawnInBrandFont } from "./support/fonts";
import { expect, test } from "./support/fixtures";

/**
 * A first visit is drawn before the brand font arrives (docs/decisions/0015-first-paint.md), in
 * the metric-matched fallback of styles/font-fallback.css: when Inter swaps in, no heading or
 * paragraph of the first screen may move up or down or change its height by more than a pixel.
 */

const PAGES = ["/", "/pricing", "/about", "/blog", "/templates"];
const WIDTHS = [390, 1440];
const HEIGHT = 900;
const TOLERANCE_PX = 1;
/**
 * Across, a box as wide as its text (a pill, a centred eyebrow) follows the text's width: the
 * fallback matches Inter's average width, not every word's, to within this share.
 */
const TEXT_WIDTH_SHARE = 0.02;

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every heading and paragraph with a box in the first screen, in document order. */
async function firstScreenBoxes(
  browser: Browser,
  path: string,
  width: number,
  { withFont }: { withFont: boolean },
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: HEIGHT },
  });
  try {
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();
    // Without the font the page stays in its fallback: what a first visit draws before Inter.
    if (!withFont) await page.route(/\.woff2$/, (route) => route.abort());
    // The scripts are held back: hydration may change what is drawn, the font must not.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnInBrandFont(page), `${path} at ${width} px, in Inter`).toBe(withFont);
    return await page.evaluate((height) => {
      const boxes: Box[] = [];
      for (const element of document.querySelectorAll("h1, h2, h3, h4, h5, h6, p")) {
        const rect = element.getBoundingClientRect();
        if (rect.height === 0 || rect.top >= height || rect.bottom <= 0) continue;
        const text = (element.textContent ?? "").trim().slice(0, 40);
        boxes.push({
          what: `${element.tagName.toLowerCase()} "${text}"`,
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
        });
      }
      return boxes;
    }, HEIGHT);
  } finally {
    await context.close();
  }
}

for (const path of PAGES) {
  test(`${path}: the first screen's headings and paragraphs keep their boxes when Inter arrives`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const width of WIDTHS) {
      const fallback = await firstScreenBoxes(browser, path, width, { withFont: false });
      const inter = await firstScreenBoxes(browser, path, width, { withFont: true });
      expect(fallback.length, `${path} at ${width} px: text in the first screen`).toBeGreaterThan(
        0,
      );
      expect(
        inter.map((box) => box.what),
        `${path} at ${width} px: the same elements`,
      ).toEqual(fallback.map((box) => box.what));
      for (const [index, box] of inter.entries()) {
        const before = fallback[index]!;
        const textSlack = before.width * TEXT_WIDTH_SHARE;
        const limits = {
          y: TOLERANCE_PX,
          height: TOLERANCE_PX,
          x: Math.max(TOLERANCE_PX, textSlack),
          width: Math.max(TOLERANCE_PX, textSlack),
        };
        for (const [key, limit] of Object.entries(limits) as [keyof typeof limits, number][]) {
          expect
            .soft(
              Math.abs(box[key] - before[key]),
              `${path} at ${width} px, ${box.what}: ${key} ${before[key]} in the fallback, ${box[key]} in Inter`,
            )
            .toBeLessThanOrEqual(limit);
        }
      }
    }
  });
}

test("a repeat visit has the font in before its first paint: it is asked for from <head>", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  for (const [first, next] of [
    ["/", "/about"],
    ["/templates", "/pricing"],
  ]) {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: HEIGHT },
    });
    const page = await context.newPage();
    await page.goto(first!);
    await page.evaluate(() => document.fonts.ready);
    await page.goto(next!);
    await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
    const { preloadInHead, fontIn, firstPaint } = await page.evaluate(() => ({
      // Chromium holds the first paint for a font preloaded from <head>, and draws with it.
      preloadInHead: document.head.querySelector('link[rel="preload"][as="font"]') !== null,
      fontIn: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
        (entry) => entry.name.endsWith(".woff2"),
      )?.responseEnd,
      firstPaint: performance.getEntriesByName("first-paint")[0]!.startTime,
    }));
    expect(preloadInHead, `${next} after ${first}: the font asked for from <head>`).toBe(true);
    expect(fontIn, `${next} after ${first}: the font in before the first paint`).toBeLessThan(
      firstPaint,
    );
    expect(await drawnInBrandFont(page), `${next} after ${first}: in Inter`).toBe(true);
    await context.close();
  }
});
