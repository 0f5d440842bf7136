import fs from "node:fs";

import { allPagePaths } from "./support/pages";
import { expect, test } from "./support/fixtures";
import { findLayoutFaults, type LayoutFault } from "./support/layout-overflow";

/**
 * Nothing overflows at a phone's width or a laptop's, on any public page (issue 55): no sideways
 * scrolling, no text or control past its card or the screen, no text clipped unless it is a
 * deliberate ellipsis or clamp whose full text is at hand, no word broken letter by letter.
 * The rules are in support/layout-overflow.ts; layout-overflow-rules.spec.ts shows each one
 * catching what it should.
 */

const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const renderEverything = fs.readFileSync(
  new URL("./support/render-everything.css", import.meta.url),
  "utf8",
);

for (const path of allPagePaths) {
  test(`${path} fits 390 and 1440 px: nothing overflows, nothing clipped, no word broken`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const found: string[] = [];
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto(path, { waitUntil: "load" });
      await page.addStyleTag({ content: renderEverything });
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const faults: LayoutFault[] = await page.evaluate(findLayoutFaults, []);
      for (const fault of faults) {
        found.push(`${size.width} px: ${fault.kind} at ${fault.where}: "${fault.what}"`);
      }
    }
    expect(found, `${path}`).toEqual([]);
  });
}
