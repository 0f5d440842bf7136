import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { fillContactForm, validContact } from "./support/contact";
import { test } from "./support/fixtures";

/**
 * The first screen of the pages the design review looked at, at 1440 and 390 px, light and dark,
 * as a first-time visitor sees them (cookie banner included), with each page's full height, for
 * the design record (docs/brand/issue-55: `npm run design:sheet -- docs/brand/issue-55` makes the
 * contact sheets). Also two states: the navigation open (the menu on a phone, the Explore panel
 * on a wide screen) and /contact after sending. Not a check: it runs only when SITE_SCREENSHOTS
 * names the folder to write to. Shots are JPEG, so a record of both stages stays small.
 */
const outDir = process.env.SITE_SCREENSHOTS;
test.skip(!outDir, "set SITE_SCREENSHOTS to the folder the screenshots go to");
test.use({ freshVisitor: true });

const pages = [
  ["home", "/"],
  ["pricing", "/pricing"],
  ["templates", "/templates"],
  ["blog", "/blog"],
  ["integrations", "/integrations"],
  ["contact", "/contact"],
  ["voice-demo", "/demo/VoiceDemo"],
  ["whatsapp-demo", "/demo/WhatsappDemo"],
  ["about", "/about"],
  ["success-stories", "/success-stories"],
  ["not-found", "/no-such-page"],
] as const;
const screens = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(outDir!, `${name}.jpg`),
    type: "jpeg",
    quality: 80,
    animations: "disabled",
    caret: "hide",
  });
}

test("the first screens of the reviewed pages", async ({ page }) => {
  test.setTimeout(600_000);
  const heights: Record<string, number> = {};
  for (const colorScheme of ["light", "dark"] as const) {
    for (const screen of screens) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize(screen);
      for (const [name, url] of pages) {
        await page.goto(url, { waitUntil: "networkidle" });
        heights[`${name}-${screen.width}`] = await page.evaluate(
          () => document.documentElement.scrollHeight,
        );
        await shoot(page, `${name}-${screen.width}-${colorScheme}`);
      }
    }
  }
  fs.writeFileSync(path.join(outDir!, "heights.json"), `${JSON.stringify(heights, null, 2)}\n`);
});

test("the navigation open, and /contact after sending", async ({ page }) => {
  test.setTimeout(300_000);
  for (const colorScheme of ["light", "dark"] as const) {
    for (const screen of screens) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize(screen);
      await page.goto("/pricing", { waitUntil: "networkidle" });
      if (screen.width < 1024) {
        await page.locator("[data-menu-toggle]").click();
      } else {
        await page.getByRole("button", { name: /^Explore/ }).click();
      }
      await page.waitForTimeout(400);
      await shoot(page, `menu-${screen.width}-${colorScheme}`);

      await page.goto("/contact", { waitUntil: "networkidle" });
      await fillContactForm(page, validContact(`Screenshot ${screen.width} ${colorScheme}`));
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.waitForTimeout(1500);
      await shoot(page, `contact-sent-${screen.width}-${colorScheme}`);
    }
  }
});
