import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** The templates gallery against the main server and its bundled API (seed content). */

const tabs = [
  "All Templates",
  "Customer Service & Support",
  "Education",
  "Small Business",
  "Human Resources",
  "Travel & Tourism",
  "AI Chatbot Templates",
];

test.describe("templates gallery", () => {
  test("renders on the server: status, h1, count, tabs, cards, calls to action", async ({
    page,
  }) => {
    const response = await page.goto("/templates");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("7,000+").first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "templates found" })).toHaveText(
      "28 templates found",
    );
    await expect(page.getByPlaceholder("Search templates...")).toBeVisible();

    const group = page.getByRole("group", { name: "Template categories" });
    await expect(group.getByRole("button")).toHaveText(tabs);
    await expect(group.getByRole("button", { name: "All Templates" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("article")).toHaveCount(28);

    await expect(page.getByRole("link", { name: /Create Custom Agent/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.getByRole("link", { name: "Request Template" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
  });

  test("each card's picture is drawn from the template's own data, no two alike, nothing downloaded", async ({
    page,
  }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/templates/")) images.push(request.url());
    });
    await page.goto("/templates");
    const pictures = page.locator("article [data-art-channel]");
    await expect(pictures).toHaveCount(28);
    const drawn = await pictures.evaluateAll((nodes) =>
      nodes.map(
        (node) => `${node.className} ${node.getAttribute("data-art-channel")} ${node.textContent}`,
      ),
    );
    expect(new Set(drawn).size, "no two template cards share a preview").toBe(28);
    // Six channels and six category colours among them.
    const channels = await pictures.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-art-channel")),
    );
    expect(new Set(channels).size).toBe(6);
    expect(images).toEqual([]);
  });

  test("tabs filter by category and keep it in the URL", async ({ page }) => {
    await page.goto("/templates");
    await waitForHydration(page);
    const count = page.getByRole("status").filter({ hasText: "templates found" });
    const group = page.getByRole("group", { name: "Template categories" });

    await group.getByRole("button", { name: "Travel & Tourism" }).click();
    await expect(count).toHaveText("4 templates found");
    await expect(group.getByRole("button", { name: "Travel & Tourism" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(/\/templates\?category=travel$/);
    await expect(page.getByRole("heading", { name: "Hotel Guest Concierge" })).toBeVisible();

    await group.getByRole("button", { name: "Education" }).click();
    await expect(count).toHaveText("5 templates found");
    await group.getByRole("button", { name: "All Templates" }).click();
    await expect(count).toHaveText("28 templates found");
    await expect(page).toHaveURL(/\/templates$/);
  });

  test("search matches name, description and tag, case-insensitively, live", async ({ page }) => {
    await page.goto("/templates");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search templates" });
    const count = page.getByRole("status").filter({ hasText: "templates found" });
    const names = page.getByRole("article").getByRole("heading");

    // By name
    await search.fill("REFUNDS assistant");
    await expect(count).toHaveText("1 templates found");
    await expect(names).toHaveText(["Returns & Refunds Assistant"]);
    await expect(page).toHaveURL(/\?q=REFUNDS\+assistant$/);
    // By a word only in a description
    await search.fill("carrier");
    await expect(names).toHaveText(["Order Tracking Concierge"]);
    // By a tag only
    await search.fill("Flashcards");
    await expect(names).toHaveText(["Exam Prep Quiz Coach"]);
    // Search and category together
    await search.fill("concierge");
    await expect(count).toHaveText("2 templates found");
    await page.getByRole("button", { name: "Travel & Tourism" }).click();
    await expect(names).toHaveText(["Hotel Guest Concierge"]);
    await expect(page).toHaveURL(/\?q=concierge&category=travel$/);
  });

  test("empty state", async ({ page }) => {
    await page.goto("/templates");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search templates" }).fill("xyzzy");
    await expect(page.getByRole("status").filter({ hasText: "templates found" })).toHaveText(
      "0 templates found",
    );
    await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search or browse different categories"),
    ).toBeVisible();
  });

  test("a shared filtered URL renders the filtered view on the server", async ({ page }) => {
    const response = await page.goto("/templates?q=faq&category=chatbot");
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain("1 templates found");
    await expect(page.getByRole("searchbox", { name: "Search templates" })).toHaveValue("faq");
    await expect(page.getByRole("button", { name: "AI Chatbot Templates" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("article").getByRole("heading")).toHaveText([
      "Website FAQ Chatbot",
    ]);
  });

  test("preview: clicking a card opens it, the same card closes it, another card moves it", async ({
    page,
  }) => {
    await page.goto("/templates");
    await waitForHydration(page);
    const first = page.getByRole("article").filter({ hasText: "Returns & Refunds Assistant" });
    const second = page.getByRole("article").filter({ hasText: "Order Tracking Concierge" });
    const firstToggle = first.getByRole("button", { name: /Preview|Hide preview/ });
    const secondToggle = second.getByRole("button", { name: /Preview|Hide preview/ });

    await expect(firstToggle).toHaveAttribute("aria-expanded", "false");
    await first.getByRole("heading").click();
    await expect(firstToggle).toHaveAttribute("aria-expanded", "true");
    await expect(first.getByText("Category:")).toBeVisible();

    await first.getByRole("heading").click();
    await expect(firstToggle).toHaveAttribute("aria-expanded", "false");
    await expect(first.getByText("Category:")).toBeHidden();

    // The toggle button does the same, from the keyboard too.
    await firstToggle.focus();
    await page.keyboard.press("Enter");
    await expect(firstToggle).toHaveAttribute("aria-expanded", "true");
    await secondToggle.click();
    await expect(secondToggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstToggle).toHaveAttribute("aria-expanded", "false");
  });

  test("cards far below the screen are drawn only when they come near it, and are in the page all along", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/templates");
    const cards = page.locator("main ul > li").filter({ has: page.locator("article") });
    const last = cards.last();
    // Rendering skipped (content-visibility: auto), the text still there for find-in-page
    // and assistive technology.
    await expect(last.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    const drawn = () =>
      last
        .locator("article")
        .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });

  test("'Use Template' opens the studio at /template/{id} in a new tab", async ({
    page,
    context,
  }) => {
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: "Campus FAQ Bot" });
    const link = card.getByRole("link", { name: /Use Template/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\/studio\/template\/4ee1427be6d32565930ea10d$/);

    const [studio] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await studio.waitForLoadState();
    await expect(studio.getByTestId("template-id")).toHaveText("4ee1427be6d32565930ea10d");
    // Clicking the link does not toggle the card's preview.
    await expect(card.getByRole("button", { name: /Preview/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("templates gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form searches and the category buttons filter", async ({ page }) => {
    await page.goto("/templates");
    const count = page.getByRole("status").filter({ hasText: "templates found" });
    await page.getByRole("searchbox", { name: "Search templates" }).fill("students");
    await page.getByRole("searchbox", { name: "Search templates" }).press("Enter");
    await expect(page).toHaveURL(/\/templates\?q=students$/);
    await expect(count).toHaveText("3 templates found");

    await page.getByRole("button", { name: "Education" }).click();
    await expect(page).toHaveURL(/q=students/);
    await expect(page.getByRole("button", { name: "Education" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(count).toHaveText("3 templates found");

    // A new search keeps the chosen category.
    await page.getByRole("searchbox", { name: "Search templates" }).fill("math");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(count).toHaveText("1 templates found");
    await expect(page.getByRole("button", { name: "Education" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("a section's 'See all' shows its category", async ({ page }) => {
    await page.goto("/templates");
    await page.getByRole("button", { name: "See all Travel & Tourism templates" }).click();
    await expect(page).toHaveURL(/\/templates\?(q=&)?category=travel$/);
    await expect(page.getByRole("status").filter({ hasText: "templates found" })).toHaveText(
      "4 templates found",
    );
    await expect(page.getByRole("heading", { name: "Featured templates" })).toBeHidden();
  });
});

test.describe("templates on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page is at most 6,000 px tall with every card drawn: a featured row, then a row a category", async ({
    page,
  }) => {
    await page.goto("/templates");
    // Every card drawn at its real size, not as a content-visibility placeholder.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await expect(page.getByRole("article")).toHaveCount(28);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(6000);
    await expect(page.locator("#template-list").getByRole("heading", { level: 2 })).toHaveText([
      "Featured templates",
      ...tabs.slice(1),
    ]);
    // Each category is a row that scrolls sideways inside the screen, the page itself does not.
    const row = page.getByRole("region", { name: "Education" }).getByRole("list").first();
    const scroll = await row.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      left: list.getBoundingClientRect().left,
      right: list.getBoundingClientRect().right,
    }));
    expect(scroll).toEqual({ scrolls: true, left: 0, right: 390 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // A card scrolled into view has its actions in reach.
    const card = page.getByRole("article").filter({ hasText: "Campus FAQ Bot" });
    await card.getByRole("link", { name: /Use Template/ }).scrollIntoViewIfNeeded();
    await expect(card.getByRole("link", { name: /Use Template/ })).toBeInViewport();
  });

  test("a card keeps its preview, tags and actions inside it: nothing cut, nothing past its edge", async ({
    page,
  }) => {
    await page.goto("/templates");
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const faults = await page.getByRole("article").evaluateAll((cards) =>
      cards.flatMap((card) => {
        const edge = card.getBoundingClientRect();
        const found: string[] = [];
        const name = card.querySelector("h3")?.textContent;
        for (const tag of card.querySelectorAll("li")) {
          const box = tag.getBoundingClientRect();
          if (box.width && (box.right > edge.right - 8 || box.left < edge.left + 8)) {
            found.push(`${name}: tag "${tag.textContent}" at the card's edge`);
          }
        }
        // The chat in the picture: each bubble whole inside the device that frames it.
        for (const bubble of card.querySelectorAll("[data-art-channel] p")) {
          const device = bubble.parentElement!.parentElement!.getBoundingClientRect();
          const picture = card.querySelector("[data-art-channel]")!.getBoundingClientRect();
          const box = bubble.getBoundingClientRect();
          if (box.bottom > Math.min(device.bottom, picture.bottom) + 0.5) {
            found.push(`${name}: a bubble cut by the picture's edge`);
          }
        }
        return found;
      }),
    );
    expect(faults).toEqual([]);
  });

  test("a search shows one column of whole cards, without the featured row", async ({ page }) => {
    await page.goto("/templates");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search templates" }).fill("booking");
    await expect(page.getByRole("heading", { name: "Featured templates" })).toBeHidden();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const box of await Promise.all((await cards.all()).map((card) => card.boundingBox()))) {
      expect(box!.x).toBe(16);
      expect(box!.width).toBe(358);
    }
  });

  test("the header and the search bar take at most 15 % of the screen, no gap, opaque", async ({
    page,
  }) => {
    await page.goto("/templates");
    await page.getByRole("article").nth(8).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const bars = await page.evaluate(() => {
      const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
      const form = document.querySelector<HTMLElement>('form[role="search"]')!;
      const bar = form.getBoundingClientRect();
      // What a visitor sees at a point: the bar (or its backdrop), the header, or a card.
      const at = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit?.closest("header") ? "header" : hit?.closest("form") ? "bar" : "other";
      };
      return {
        headerBottom: header.bottom,
        barTop: bar.top,
        barBottom: bar.bottom,
        background: getComputedStyle(form).backgroundColor,
        fieldShown: document.querySelector('input[type="search"]')!.getBoundingClientRect().top,
        aboveHeader: at(195, 2),
        besideHeader: at(3, 40),
        underHeader: at(195, header.bottom + 1),
        underBar: at(195, bar.bottom + 20),
      };
    });
    expect(bars.barBottom, "header and bar ≤ 15 % of 844 px").toBeLessThanOrEqual(126);
    expect(Math.abs(bars.barTop - bars.headerBottom), "no gap under the header").toBeLessThan(1);
    expect(bars.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(bars.fieldShown).toBeGreaterThanOrEqual(bars.headerBottom);
    // Nothing of the list shows above, beside or under the header: the bar's backdrop is there.
    expect(bars).toMatchObject({
      aboveHeader: "bar",
      besideHeader: "bar",
      underHeader: "bar",
      underBar: "other",
    });
    // The count stays on screen with the field; the category row has scrolled away.
    await expect(page.getByRole("status").filter({ hasText: "templates found" })).toBeInViewport();
    await expect(page.getByRole("group", { name: "Template categories" })).not.toBeInViewport();
  });
});

test("at 1440 px the category row stays under the search field, no gap, nothing through", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/templates");
  await page.getByRole("article").nth(9).scrollIntoViewIfNeeded();
  const bars = await page.evaluate(() => {
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect();
    const form = document.querySelector('form[role="search"]')!.getBoundingClientRect();
    const row = document.querySelector('[aria-label="Template categories"]')!.parentElement!;
    const box = row.getBoundingClientRect();
    return {
      headerBottom: header.bottom,
      formTop: form.top,
      formBottom: form.bottom,
      rowTop: box.top,
      rowBottom: box.bottom,
      rowBackground: getComputedStyle(row).backgroundColor,
    };
  });
  expect(Math.abs(bars.formTop - bars.headerBottom)).toBeLessThan(1);
  expect(Math.abs(bars.rowTop - bars.formBottom)).toBeLessThan(1);
  expect(bars.rowBackground).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  // Smaller than the bar it replaced (231 px).
  expect(bars.rowBottom).toBeLessThanOrEqual(190);
  await expect(page.getByRole("group", { name: "Template categories" })).toBeInViewport();
});
