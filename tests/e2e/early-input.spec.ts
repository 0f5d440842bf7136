import type { Browser, Page } from "@playwright/test";

import { fillContactForm, validContact } from "./support/contact";
import { expect, test } from "./support/fixtures";

/**
 * A visitor who types or clicks before the page has hydrated loses nothing
 * (app/shared/page-runtime/early-input.ts): the page's scripts are held back until the test has
 * acted, as on a slow phone where they arrive a second after the page is drawn. These pages are
 * opened in a context of their own, without the fixture's wait for hydration after `goto`
 * (which is why the suite never saw input lost before it).
 */

/** A first visit whose scripts wait until `release()`; the cookie question is answered. */
async function pageWithScriptsHeld(browser: Browser, width = 1280) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: 900 },
  });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  return { page, release, close: () => context.close() };
}

/** Opens the page as drawn by the server, its scripts still held. */
async function openUnhydrated(page: Page, path: string) {
  // A held module script holds DOMContentLoaded too: wait for the drawn page instead.
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("h1")).toBeVisible();
  // The whole document, not only its first part: a page rendered per request may stream.
  await page.locator("#page-parsed").waitFor({ state: "attached" });
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
}

async function hydrate(page: Page, release: () => void) {
  expect(await page.locator("html").getAttribute("data-hydrated"), "still unhydrated").toBeNull();
  release();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

test.describe("before the page has hydrated", () => {
  test("a number typed into the pay-as-you-go calculator gives its total", async ({ browser }) => {
    const { page, release, close } = await pageWithScriptsHeld(browser);
    await openUnhydrated(page, "/pay-as-you-go");
    const interactions = page.getByRole("spinbutton", {
      name: "Monthly unique interactions per agent",
    });
    await interactions.fill("50000");
    await hydrate(page, release);
    await expect(page.getByTestId("payg-total")).toContainText("$420.00");
    await expect(page.getByTestId("payg-breakdown-total")).toHaveText("$420.00");
    await expect(interactions).toHaveValue("50000");
    await expect(page).toHaveURL(/interactions=50000/);
    await close();
  });

  test("a click on the calculator's plus counts, after what was typed", async ({ browser }) => {
    const { page, release, close } = await pageWithScriptsHeld(browser);
    await openUnhydrated(page, "/pay-as-you-go");
    const agents = page.getByRole("spinbutton", { name: "Number of agents" });
    await page.getByRole("button", { name: "Increase number of agents" }).click();
    await page.getByRole("button", { name: "Increase number of agents" }).click();
    // Nothing happens yet: the browser has no handler, and the form is not submitted.
    await expect(agents).toHaveValue("1");
    await page
      .getByRole("spinbutton", { name: "Monthly unique interactions per agent" })
      .fill("2000");
    await page
      .getByRole("button", { name: "Increase monthly unique interactions per agent" })
      .click();
    await hydrate(page, release);
    await expect(agents).toHaveValue("3");
    await expect(
      page.getByRole("spinbutton", { name: "Monthly unique interactions per agent" }),
    ).toHaveValue("2100");
    // 3 agents × 2,100 interactions at $0.01.
    await expect(page.getByTestId("payg-total")).toContainText("$63.00");
    expect(new URL(page.url()).pathname).toBe("/pay-as-you-go");
    await close();
  });

  const articleTitles = (page: Page) => page.getByRole("article").getByRole("heading");
  for (const { path, box, term, expected, titles } of [
    {
      path: "/templates",
      box: "Search templates",
      term: "carrier",
      expected: ["Order Tracking Concierge"],
      titles: articleTitles,
    },
    {
      path: "/blog",
      box: "Search articles",
      term: "re-uploading",
      expected: ["Introducing Knowledge Base Sync: Keep Your Agents Up to Date Automatically"],
      titles: articleTitles,
    },
    {
      path: "/integrations",
      box: "Search integrations",
      term: "HubSpot",
      expected: ["HubSpot"],
      titles: (page: Page) =>
        page.getByRole("main").getByRole("list").getByRole("heading", { level: 2 }),
    },
  ]) {
    test(`a search typed into ${path} filters the list`, async ({ browser }) => {
      const { page, release, close } = await pageWithScriptsHeld(browser);
      await openUnhydrated(page, path);
      expect(await titles(page).count()).toBeGreaterThan(expected.length);
      await page.getByRole("searchbox", { name: box }).fill(term);
      await hydrate(page, release);
      await expect(page.getByRole("searchbox", { name: box })).toHaveValue(term);
      await expect(titles(page)).toHaveText(expected);
      await expect(page).toHaveURL(new RegExp(`q=${term}`));
      await close();
    });
  }

  test("the hero prompt typed early is the one that is posted", async ({ browser }) => {
    const { page, release, close } = await pageWithScriptsHeld(browser);
    await openUnhydrated(page, "/");
    const description = "An agent that books tables for our tapas bar";
    await page.getByRole("textbox", { name: "Describe your AI agent" }).fill(description);
    await hydrate(page, release);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Get Started Free" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("description")).toBe(description);
    await close();
  });

  test("a contact form filled in early is what is sent", async ({ browser }) => {
    const { page, release, close } = await pageWithScriptsHeld(browser);
    await openUnhydrated(page, "/contact");
    const fields = validContact("Typed before the page was ready");
    await fillContactForm(page, fields);
    await hydrate(page, release);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    const body = (await posted).postData() ?? "";
    const sent = decodeURIComponent(body.replaceAll("+", " "));
    for (const value of [fields.fullName, fields.email, fields.subject, fields.phone]) {
      expect(sent).toContain(value);
    }
    await close();
  });

  test("the small-screen menu opens before any script has loaded (a popover)", async ({
    browser,
  }) => {
    const { page, release, close } = await pageWithScriptsHeld(browser, 390);
    await openUnhydrated(page, "/terms");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await hydrate(page, release);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await close();
  });

  test("a cookie choice made before the chrome's script has loaded is kept", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await openUnhydrated(page, "/terms");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Decline" }).click();
    await hydrate(page, release);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await context.close();
  });
});
