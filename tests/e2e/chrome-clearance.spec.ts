import type { Page } from "@playwright/test";

import { href } from "#app/shared/site-map/href";
import { expect, test } from "./support/fixtures";

/**
 * The floating chrome never covers the page: the chat launcher steps aside wherever text, a
 * control, a picture or a card lies under it and the page ends with room for it; the cookie
 * banner sits in the page's flow, so it covers no call to action at any size. Closing the
 * banner hands keyboard focus back, never to the document's body.
 */

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

/** The site's main pages: the header's and footer's destinations and one of each family. */
const mainPages = [
  href("/"),
  href("/pricing"),
  href("/pay-as-you-go"),
  href("/roi-calculator"),
  href("/use-cases"),
  href("/industry-use-cases"),
  href("/industry/:slug", { slug: "healthcare" }),
  href("/benefits"),
  href("/success-stories"),
  href("/about"),
  href("/integrations"),
  href("/channels/standalone"),
  href("/no-code-builder"),
  href("/demo/VoiceDemo"),
  href("/templates"),
  href("/blog"),
  href("/contact"),
  href("/security-compliance"),
];

/**
 * What `selector`'s element covers on the page as it is now: the links and controls and the
 * lines of text its box meets. Nothing when it is hidden or tucked away (faded, clicks passing).
 */
function coveredBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return [];
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width === 0 || style.opacity === "0" || style.pointerEvents === "none") return [];
    const meets = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      box.left < other.right &&
      other.top < box.bottom &&
      box.top < other.bottom;
    const chrome = (node: Node) =>
      !!node.parentElement?.closest("[data-chat-launcher], [data-cookie-banner]");
    const visible = (node: Element) => {
      const own = getComputedStyle(node);
      const { width, height } = node.getBoundingClientRect();
      // Text for screen readers only (`sr-only`) is a 1 px box nobody sees.
      if (width <= 1 && height <= 1) return false;
      return own.visibility !== "hidden" && Number(own.opacity) > 0 && node.checkVisibility();
    };
    const found: string[] = [];
    for (const control of document.querySelectorAll(
      "a, button, input, select, textarea, summary, [role=button], [role=tab]",
    )) {
      if (chrome(control) || !visible(control)) continue;
      if (meets(control.getBoundingClientRect())) {
        found.push(`${control.tagName} "${control.textContent?.trim().slice(0, 40)}"`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.trim() || chrome(node) || !visible(node.parentElement!)) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) {
        found.push(`text "${node.nodeValue.trim().slice(0, 40)}"`);
      }
    }
    return found;
  }, selector);
}

/**
 * Scrolls to `y` (the end when `y` is Infinity: again until the page stops growing, as long lists
 * lay out their rows when they come into view) and waits for the launcher to settle.
 */
async function scrollAndSettle(page: Page, y: number) {
  await page.evaluate(async (y) => {
    for (let pass = 0; pass < 10; pass++) {
      const end = document.documentElement.scrollHeight - innerHeight;
      window.scrollTo({ top: Math.min(y, end), behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      if (
        y !== Infinity ||
        Math.abs(scrollY - (document.documentElement.scrollHeight - innerHeight)) < 2
      ) {
        return;
      }
    }
  }, y);
  // The launcher comes back 120 ms after scrolling stops (launcher-clearance.ts, SETTLE_MS).
  await page.waitForTimeout(160);
  await page.evaluate(() =>
    Promise.all(
      document
        .querySelector("[data-chat-toggle]")!
        .getAnimations()
        .map((a) => a.finished),
    ),
  );
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    // The launcher's corner is judged at the phone's and the laptop's width (the layouts' two);
    // 1280×720 is for the cookie card's first screen, below.
    if (viewport.width !== 1280) {
      test("the chat launcher covers no text or control anywhere on the main pages, and shows at their end", async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const found: string[] = [];
        for (const path of mainPages) {
          await page.goto(path);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const end = height - viewport.height;
          for (const y of [0, end * 0.25, end * 0.5, end * 0.75, Infinity]) {
            await scrollAndSettle(page, Math.round(y));
            const covered = await coveredBy(page, "[data-chat-toggle]");
            found.push(...covered.map((what) => `${path} at ${Math.round(y)}: ${what}`));
          }
          // At the end of the page the footer leaves it room: it is there to be pressed.
          await expect(
            page.getByRole("button", { name: "Chat with our AI agent" }),
            `${path} ends with room for the launcher`,
          ).toHaveCSS("opacity", "1");
        }
        expect(found).toEqual([]);
      });
    }

    test.describe("on a first visit", () => {
      test.use({ freshVisitor: true });

      test("the cookie banner covers no link or button on the main pages", async ({ page }) => {
        test.setTimeout(120_000);
        const found: string[] = [];
        for (const path of mainPages) {
          await page.goto(path);
          await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
          for (const selector of ["[data-cookie-banner]", "[data-chat-toggle]"]) {
            const covered = await coveredBy(page, selector);
            found.push(...covered.map((what) => `${path}, ${selector}: ${what}`));
          }
        }
        expect(found).toEqual([]);
      });
    });
  });
}

test.describe("closing the cookie banner", () => {
  test.use({ freshVisitor: true });
  const controls = ["Accept All", "Decline", "Close cookie banner"] as const;

  for (const control of controls) {
    test(`by keyboard with ${control} returns focus to the skip link`, async ({ page }) => {
      await page.goto(href("/"));
      const banner = page.getByRole("region", { name: "Cookie consent" });
      const button = banner.getByRole("button", { name: control, exact: true });
      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: "Skip to content" });
      await expect(skipLink).toBeFocused();
      for (let i = 0; i < 6 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(banner).toBeHidden();
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      // And the next Tab goes on into the page, not back to the top of the document.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
    });

    test(`with ${control} returns focus to the field the visitor was in`, async ({ page }) => {
      await page.goto(href("/contact"));
      const field = page.getByLabel(/^Subject/);
      await field.focus();
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await banner.getByRole("button", { name: control, exact: true }).click();
      await expect(banner).toBeHidden();
      await expect(field).toBeFocused();
    });
  }

  test("with the mouse on a fresh page, focus goes to the skip link, not the body, and shows nothing", async ({
    page,
  }) => {
    await page.goto(href("/about"));
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Close cookie banner" })
      .click();
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    // Focused by a click's consequence, not by keyboard: it stays visually hidden.
    expect((await skipLink.boundingBox())!.width).toBeLessThanOrEqual(1);
  });

  test("reopened on /cookies, it takes focus and gives it back to the button that opened it", async ({
    page,
  }) => {
    await page.goto(href("/cookies"));
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Decline" }).click();
    const reopen = page.getByRole("button", { name: "Change cookie choice" });
    // In view first: the page scrolls smoothly, and focus() alone would start a scroll to it.
    await reopen.scrollIntoViewIfNeeded();
    await reopen.focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeFocused();
    await expect(banner).toBeInViewport();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accept All" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(reopen).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
  });
});
