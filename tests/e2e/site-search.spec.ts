import fs from "node:fs";

import type { Page } from "@playwright/test";

import { siteSearchCopy } from "#app/shared/site-search/site-search.copy";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { BASE_URL } from "./support/servers";

/**
 * The site search (issue 55, point 7): a Pagefind index made at build, searched in the browser
 * from the header's dialog and from the 404 page. Each target is found by a word of its text
 * (the first three by one no other page, template or post has); the word is checked against its
 * source first, so a copy change says which word to pick again.
 */
const targets = {
  page: {
    word: "questionnaire",
    source: "build/client/security-compliance/index.html",
    url: "/security-compliance",
  },
  template: {
    word: "prepaid",
    source: "content/templates.json",
    url: "/templates?q=Returns+%26+Refunds+Assistant",
  },
  post: {
    word: "authoritative",
    source: "content/blog/introducing-knowledge-base-sync.md",
    url: "/blog/introducing-knowledge-base-sync",
  },
  // Named on a few pages: its own ranks among the first.
  integration: {
    word: "spryker",
    source: "build/client/channels/spryker/index.html",
    url: "/channels/spryker",
  },
};

const dialog = (page: Page) => page.getByRole("dialog", { name: siteSearchCopy.dialogLabel });
const searchButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Search" });

/** CSP refusals the page reports (the search must work under the site's own policy). */
function watchCspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe("site search from the header", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [kind, target] of Object.entries(targets)) {
    test(`finds ${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} by a word of its text`, async ({
      page,
    }) => {
      expect(fs.readFileSync(target.source, "utf8").toLowerCase()).toContain(target.word);
      const refused = watchCspViolations(page);
      await page.goto("/about");
      await waitForHydration(page);
      await searchButton(page).click();
      await expect(dialog(page)).toBeVisible();
      const field = dialog(page).getByRole("searchbox");
      await expect(field).toBeFocused();
      await field.fill(target.word);
      const result = dialog(page).locator(`a[href="${target.url}"]`);
      await expect(result).toBeVisible();
      await expect(result.locator("mark").first()).toHaveText(new RegExp(target.word, "i"));
      await result.click();
      await expect(page).toHaveURL(`${BASE_URL}${target.url}`);
      expect(refused).toEqual([]);
    });
  }

  test("works from the keyboard: ⌘K/Ctrl+K, arrows through the results, Enter, Escape", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = searchButton(page);
    await trigger.focus();
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type("pricing");
    const results = dialog(page)
      .getByRole("list", { name: siteSearchCopy.resultsLabel })
      .getByRole("link");
    await expect(results.nth(2)).toBeVisible();
    await expect(dialog(page).getByRole("status")).toContainText("results for “pricing”");

    await page.keyboard.press("ArrowDown");
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();

    // The page behind is inert: Tab stays in the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const inDialog = await page.evaluate(
        () =>
          !document.activeElement ||
          document.activeElement === document.body ||
          !!document.activeElement.closest("dialog"),
      );
      expect(inDialog).toBe(true);
    }

    await dialog(page).getByRole("searchbox").focus();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Meta+k");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toHaveValue("pricing");
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(`${BASE_URL}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("fetches nothing of the search until it opens", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/pagefind/") || pathname.includes("search-session")) {
        fetched.push(pathname);
      }
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await page.keyboard.press("Control+k");
    await expect.poll(() => fetched.some((path) => path.endsWith("/pagefind.js"))).toBe(true);
  });

  test("the open dialog with results has no axe violations in either theme", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await searchButton(page).click();
    await dialog(page).getByRole("searchbox").fill("whatsapp");
    await expect(dialog(page).getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations();
  });

  test("the index's files are served with their cache lifetimes, the worker with its CSP", async ({
    request,
  }) => {
    const entry = await request.get("/pagefind/pagefind-entry.json");
    expect(entry.status()).toBe(200);
    expect(entry.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const worker = await request.get("/pagefind/pagefind-worker.js");
    expect(worker.headers()["content-security-policy"]).toContain("'wasm-unsafe-eval'");
    const page = await request.get("/about");
    expect(page.headers()["content-security-policy"]).not.toContain("wasm-unsafe-eval");
  });
});

test.describe("site search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the dialog fits the screen and its results are links", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await searchButton(page).click();
    await dialog(page).getByRole("searchbox").fill(targets.post.word);
    const result = dialog(page).locator(`a[href="${targets.post.url}"]`);
    await expect(result).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const resultBox = await result.boundingBox();
    expect(resultBox!.x + resultBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await result.tap();
    await expect(page).toHaveURL(`${BASE_URL}${targets.post.url}`);
  });
});

test.describe("site search on the 404 page", () => {
  for (const [kind, target] of Object.entries(targets)) {
    test(`finds ${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} by a word of its text`, async ({
      page,
    }) => {
      const response = await page.goto("/no-such/page");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const field = page.getByRole("main").getByRole("searchbox");
      await field.fill(target.word);
      const result = page.getByRole("main").locator(`a[href="${target.url}"]`);
      await expect(result).toBeVisible();
      await result.click();
      await expect(page).toHaveURL(`${BASE_URL}${target.url}`);
    });
  }
});
