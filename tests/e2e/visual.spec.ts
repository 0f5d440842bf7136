import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { drawnInBrandFont } from "./support/fonts";
import { RENDER_EVERYTHING_CSS } from "./support/layout-overflow";

/**
 * Screenshot comparisons of one page of each kind, at a desktop and a phone width, in both
 * colour schemes. The baselines are committed (made with Debian's chromium on the project's
 * machine); a change that moves the design fails here until its baselines are updated on
 * purpose (`npx playwright test tests/e2e/visual.spec.ts --update-snapshots`).
 */
const pages = [
  { name: "home", path: "/" },
  { name: "pricing", path: "/pricing" },
  { name: "templates", path: "/templates" },
  { name: "blog", path: "/blog" },
  { name: "integrations", path: "/integrations" },
  { name: "no-code-builder", path: "/no-code-builder" },
  { name: "channel-whatsapp", path: "/channels/whatsapp" },
  { name: "demo-voice", path: "/demo/VoiceDemo" },
  { name: "architecture", path: "/architecture" },
  { name: "demo-website", path: "/demo/WebsiteDemo" },
] as const;
const widths = [1440, 390] as const;
const colorSchemes = ["light", "dark"] as const;

/** A fixed clock (the pricing countdown, the copyright year) and no motion: stable pixels. */
async function openStill(page: Page, path: string, width: number, colorScheme: "light" | "dark") {
  await page.clock.setFixedTime(new Date("2026-01-05T09:00:00Z"));
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path, { waitUntil: "networkidle" });
  // Every view is drawn in Inter (styles/fonts.css: preloaded, swap): wait until it is.
  await page.evaluate(() => document.fonts.ready);
  expect(await drawnInBrandFont(page), `${path} in Inter`).toBe(true);
}

test.describe("visual", () => {
  for (const width of widths) {
    for (const { name, path } of pages) {
      // One visit, both schemes: the dark one is the same page with its colours switched
      // (styles: custom properties under prefers-color-scheme), as a visitor's system switch does.
      test(`${name} at ${width} px, light and dark`, async ({ page }) => {
        test.setTimeout(120_000);
        await openStill(page, path, width, colorSchemes[0]);
        for (const colorScheme of colorSchemes) {
          await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
          await expect(page).toHaveScreenshot(`${name}-${width}-${colorScheme}.png`, {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
            // Whatever still depends on the time of day.
            mask: [page.locator('[role="timer"]')],
            maxDiffPixelRatio: 0.01,
            stylePath: RENDER_EVERYTHING_CSS,
            // Two stable full-page shots of a long page take more than the default 7 s on a
            // busy machine.
            timeout: 30_000,
          });
        }
      });
    }
  }
});

test.describe("visual: the chat panel", () => {
  for (const colorScheme of colorSchemes) {
    for (const width of widths) {
      test(`open at ${width} px, ${colorScheme}`, async ({ page }) => {
        test.setTimeout(60_000);
        await openStill(page, "/about", width, colorScheme);
        // By keyboard: on a phone the launcher steps aside over the first screen's text.
        await page.getByRole("button", { name: "Chat with our AI agent" }).focus();
        await page.keyboard.press("Enter");
        const frame = page.frameLocator('[role="dialog"] iframe');
        await expect(frame.locator(".msg.agent")).toHaveCount(1);
        await frame.locator("body").evaluate(() => document.fonts.ready);
        // The spinner goes once the frame has loaded (app/shared/layout/chrome.ts).
        await expect(page.locator('[role="dialog"] .chat-frame-spinner')).toHaveCount(0);
        await expect(page).toHaveScreenshot(`chat-panel-${width}-${colorScheme}.png`, {
          animations: "disabled",
          caret: "hide",
          maxDiffPixelRatio: 0.01,
          timeout: 30_000,
        });
      });
    }
  }
});

// Every page is checked for layout faults at 1440, 390 and 320 px in pages.spec.ts.

test("each product visual has a text alternative", async ({ page }) => {
  const visuals = [
    { path: "/channels/whatsapp", name: /Ava, an AI agent, answering on WhatsApp/ },
    { path: "/no-code-builder", name: /The agent studio: the description/ },
    { path: "/no-code-builder", name: /An analytics dashboard: 10M\+ conversations handled/ },
    { path: "/industry/healthcare", name: /becomes the Healthcare Agent/ },
  ];
  for (const { path, name } of visuals) {
    await page.goto(path);
    await expect(page.getByRole("img", { name }), path).toBeVisible();
  }
});
