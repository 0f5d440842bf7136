import fs from "node:fs";
import path from "node:path";

import { test } from "./support/fixtures";

/**
 * The first screen of the pages the design review looked at, at 1440 and 390 px, light and dark,
 * as a first-time visitor sees them (cookie banner included), with each page's full height, for
 * the design record (docs/brand/issue-43: `npm run design:sheet` makes the contact sheet). Not a
 * check: it runs only when SITE_SCREENSHOTS names the folder to write to.
 */
const outDir = process.env.SITE_SCREENSHOTS;
test.skip(!outDir, "set SITE_SCREENSHOTS to the folder the screenshots go to");
test.use({ freshVisitor: true });

const pages = [
  ["home", "/"],
  ["pricing", "/pricing"],
  ["templates", "/templates"],
  ["integrations", "/integrations"],
  ["contact", "/contact"],
  ["voice-demo", "/demo/VoiceDemo"],
  ["whatsapp", "/channels/whatsapp"],
  ["about", "/about"],
  ["architecture", "/architecture"],
] as const;
const screens = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

test("the first screens of the reviewed pages", async ({ page }) => {
  test.setTimeout(600_000);
  const heights: Record<string, number> = {};
  for (const colorScheme of ["light", "dark"] as const) {
    for (const screen of screens) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize(screen);
      for (const [name, url] of pages) {
        await page.goto(url, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        heights[`${name}-${screen.width}`] = await page.evaluate(
          () => document.documentElement.scrollHeight,
        );
        await page.screenshot({
          path: path.join(outDir!, `${name}-${screen.width}-${colorScheme}.png`),
          animations: "disabled",
          caret: "hide",
        });
      }
    }
  }
  fs.writeFileSync(path.join(outDir!, "heights.json"), `${JSON.stringify(heights, null, 2)}\n`);
});
