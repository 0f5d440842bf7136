import type { Browser } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/**
 * The first paint waits only for the CSS inlined in the document (server/http/pages/critical-css.ts);
 * the stylesheet comes later from the end of <body>. Its arrival must change nothing in the
 * first screen: every element there is drawn the same with the inlined rules alone.
 */

const PAGES = ["/", "/pricing", "/about", "/blog", "/templates", "/contact"];
const HEIGHT = 900;
/** What a flash of unstyled content would change: place, size, and how the box is drawn. */
const PROPERTIES = [
  "display",
  "visibility",
  "color",
  "background-color",
  "font-family",
  "font-size",
  "font-weight",
  "border-top-width",
  "border-top-color",
  "opacity",
] as const;

async function firstScreen(
  browser: Browser,
  path: string,
  options: { width: number; dark: boolean; stylesheet: boolean },
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: options.width, height: HEIGHT },
    colorScheme: options.dark ? "dark" : "light",
    // Still frames: an entrance animation would be caught at another moment in each load.
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    // The inlined rules alone, or with the stylesheet; no font or script to change the drawing.
    if (!options.stylesheet) await page.route(/\/assets\/.*\.css$/, (route) => route.abort());
    await page.route(/\.(js|woff2)$/, (route) => route.abort());
    await page.goto(path, { waitUntil: "load" });
    // An entrance animation (the cookie banner's) ends at its last frame, started or not.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // A held stylesheet stays in the list, with no rules to read.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].filter((sheet) => {
        try {
          return sheet.href && sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    );
    expect(sheets.length, `${path}: the stylesheet ${options.stylesheet ? "loaded" : "held"}`).toBe(
      options.stylesheet ? 1 : 0,
    );
    return await page.evaluate(
      ({ height, properties }) =>
        [...document.body.querySelectorAll("*")].flatMap((element, index) => {
          const rect = element.getBoundingClientRect();
          if (rect.top >= height || rect.bottom <= 0) return [];
          const style = getComputedStyle(element);
          const drawn = properties.map((property) => style.getPropertyValue(property)).join(" ");
          // The part on the screen (a container's height below it is the next screens' matter).
          const top = Math.max(rect.top, 0);
          const bottom = Math.min(rect.bottom, height);
          const box = [rect.x, top, rect.width, bottom - top].map(Math.round).join(",");
          const name = `${index} ${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 50)}`;
          return [`${name} | ${box} | ${drawn}`];
        }),
      { height: HEIGHT, properties: [...PROPERTIES] },
    );
  } finally {
    await context.close();
  }
}

for (const path of PAGES) {
  test(`${path}: the inlined CSS draws the first screen as the whole stylesheet does`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const [width, dark] of [
      [390, false],
      [1440, false],
      [390, true],
    ] as const) {
      const inlined = await firstScreen(browser, path, { width, dark, stylesheet: false });
      const whole = await firstScreen(browser, path, { width, dark, stylesheet: true });
      expect(inlined.length, `${path} at ${width} px`).toBeGreaterThan(10);
      expect(inlined, `${path} at ${width} px${dark ? ", dark" : ""}`).toEqual(whole);
    }
  });
}
