import { allPagePaths } from "./support/pages";
import { expect, test } from "./support/fixtures";
import { layoutFaultsNow } from "./support/layout-overflow";

/**
 * Nothing overflows at a phone's width or a laptop's, on any public page (issue 55): no sideways
 * scrolling, no text or control past its card or the screen, no text clipped unless it is a
 * deliberate ellipsis or clamp whose full text is at hand, no word broken letter by letter.
 * The rules are in support/layout-overflow.ts; layout-overflow-rules.spec.ts shows each one
 * catching what it should. The phone (390 px) is loaded here, then narrowed to a 320 px phone,
 * which must scroll only down; the laptop's 1440 px is checked in pages.spec.ts's visit.
 */

for (const path of allPagePaths) {
  test(`${path} fits 390 px (nothing overflows, nothing clipped, no word broken) and 320 px`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path, { waitUntil: "load" });
    expect(await layoutFaultsNow(page), `${path}`).toEqual([]);

    // A 320 px phone: the same page, narrowed, scrolls only down.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is ${overflow} px wider than a 320 px screen`).toBe(0);
  });
}
