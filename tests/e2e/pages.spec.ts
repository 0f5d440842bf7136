import { aliasPaths, allPagePaths } from "./support/pages";
import { watchCsp } from "./support/csp-watch";
import { developerWordIn, visibleText } from "./support/developer-words";
import {
  documentShape,
  recordServedShape,
  removedFromMain,
  servedShape,
} from "./support/document-shape";
import { expect, test } from "./support/fixtures";
import { expectLoadIslandsPreloaded, watchFirstView } from "./support/first-view";
import { layoutFaultsNow } from "./support/layout-overflow";

/**
 * Every registered page in one visit: status, heading, meta tags, no CSP violation (page and
 * frames), no console error or uncaught exception, hydration that leaves the head, header,
 * footer and the content of <main> as the server sent them (support/document-shape.ts), the
 * first view's JavaScript, CSS and font budgets and its islands' preloads (support/first-view.ts),
 * no developer word a visitor can read, accessibility; then, widened to the laptop layout's
 * 1440 px and narrowed to the phones' 390 and 320 px, no layout fault (issue 55: nothing overflows
 * or is clipped, no word broken; the rules are support/layout-overflow.ts's, shown catching each
 * fault in layout-overflow-rules.spec.ts).
 */
for (const path of allPagePaths) {
  test(`${path} answers 200 with its heading, meta tags, no CSP violation or console error, hydrates without changing its frame, stays within its first-view budgets, has no axe violations, fits 1440, 390 and 320 px without a layout fault`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    const { errors, violations } = await watchCsp(page);
    await page.addInitScript({ content: recordServedShape });
    const expectFirstViewWithinBudgets = watchFirstView(page, path);
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();

    // The head's tags in one read instead of eleven round trips to the page.
    const head = await page.evaluate(() => {
      const content = (selector: string) =>
        document.querySelector(selector)?.getAttribute("content") ?? null;
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        keywords: content('meta[name="keywords"]'),
        twitterCard: content('meta[name="twitter:card"]'),
        openGraph: Object.fromEntries(
          ["og:title", "og:description", "og:url", "og:image", "og:type"].map((property) => [
            property,
            content(`meta[property="${property}"]`),
          ]),
        ),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      };
    });
    expect(head.title).toMatch(/\S/);
    expect(head.description).toMatch(/^.{40,}$/);
    expect(head.keywords).toMatch(/\S/);
    for (const [property, content] of Object.entries(head.openGraph)) {
      expect(content, property).toMatch(/\S/);
    }
    expect(head.twitterCard).toBe("summary_large_image");
    const { canonical } = head;
    expect(canonical).toMatch(/^http:\/\/localhost:\d+\//);
    if (!aliasPaths.has(path)) expect(new URL(canonical!).pathname).toBe(path);

    // The fixture's goto waited for hydration: the frame is still the server's.
    const served = await page.evaluate(servedShape);
    expect(served, "the shape recorded before the scripts ran").toBeDefined();
    expect(await page.evaluate(documentShape)).toEqual(served);
    // ...and the content in <main> is the server's too: nothing rebuilt once hydrated.
    expect(await page.evaluate(removedFromMain), "elements taken out of <main>").toEqual([]);

    // Hydration, lazy chunks and the demo frames finish loading: the first view is complete.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    await page.waitForLoadState("networkidle");
    test
      .info()
      .annotations.push({ type: "first view", description: expectFirstViewWithinBudgets() });
    await expectLoadIslandsPreloaded(page, path);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    // Words of the team's, not the visitors' (support/developer-words.ts).
    expect(developerWordIn(await page.evaluate(visibleText)), "a developer word").toBeNull();

    await expectNoAxeViolations();

    // The laptop's and the phone's layouts (issue 55), as a window or a turned tablet resizes.
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await layoutFaultsNow(page), `${path}`).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await layoutFaultsNow(page), `${path}`).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await layoutFaultsNow(page), `${path}`).toEqual([]);
  });
}

test("titles and descriptions are unique across pages", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of allPagePaths.filter((path) => !aliasPaths.has(path))) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    expect(titles.get(title!), `title of ${path}`).toBeUndefined();
    expect(descriptions.get(description!), `description of ${path}`).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
  }
});

test("aliases name their canonical page", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
  await page.goto("/demo/WhatsAppDemo");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/demo\/WhatsappDemo$/,
  );
});
