import { collectPageErrors, expect, test } from "./support/fixtures";

test.describe("/pricing", () => {
  test("renders its heading, plans and FAQ", async ({ page }) => {
    // A hydration mismatch or any other error shows up in the console.
    const errors = collectPageErrors(page);
    const response = await page.goto("/pricing");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Simple pricing that grows with you" }),
    ).toBeVisible();
    await expect(page.getByText(/Pricing is by unique interactions per month/)).toBeVisible();
    await expect(page.getByTestId("countdown-days")).toHaveText("07");
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
    expect(errors).toEqual([]);
  });

  test("shows three plan cards, Professional marked Most Popular", async ({ page }) => {
    await page.goto("/pricing");
    const plans = page
      .locator("#plans")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(plans).toHaveCount(3);

    const free = page.getByRole("listitem", { name: "Free Forever" });
    const pro = page.getByRole("listitem", { name: "Professional" });
    const enterprise = page.getByRole("listitem", { name: "Enterprise" });

    await expect(free).toContainText("$0");
    await expect(free).toContainText("Unlimited agents");
    await expect(free).toContainText("100 unique interactions per month");
    await expect(free).toContainText("Limited Time");
    await expect(free).not.toContainText("Most Popular");

    await expect(pro).toContainText("$99");
    await expect(pro).toContainText("per month");
    await expect(pro).toContainText("10,000 unique interactions per month");
    await expect(pro).toContainText("14-day free trial");
    await expect(pro).toContainText("Most Popular");
    await expect(pro).toContainText("Limited Time");

    await expect(enterprise).toContainText("Custom");
    for (const feature of ["Unlimited conversations", "Custom training", "White-label", "SLA"]) {
      await expect(enterprise).toContainText(feature);
    }
    await expect(enterprise).not.toContainText("Limited Time");
    await expect(page.getByText("Most Popular")).toHaveCount(1);
  });

  test("sends the plan CTAs to the studio in a new tab and Enterprise to /contact", async ({
    page,
  }) => {
    await page.goto("/pricing");
    for (const plan of ["Free Forever", "Professional"]) {
      const cta = page.getByRole("listitem", { name: plan }).getByRole("link");
      await expect(cta).toHaveAttribute("href", /\/studio$/);
      await expect(cta).toHaveAttribute("target", "_blank");
      await expect(cta).toContainText("(opens in a new tab)");
    }
    const contact = page.getByRole("listitem", { name: "Enterprise" }).getByRole("link");
    await expect(contact).toHaveAttribute("href", "/contact");
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("links to pay-as-you-go", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("main").getByRole("link", { name: "See pay-as-you-go pricing" }).click();
    await expect(page).toHaveURL(/\/pay-as-you-go$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Pay only for the conversations you have",
    );
  });

  test("has three FAQ questions that open independently", async ({ page }) => {
    await page.goto("/pricing");
    const faq = page.locator("#faq");
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(3);
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(faq.getByText(/take effect immediately.*prorated/)).toBeVisible();
    await expect(faq.getByText(/notify you.*buy more interactions or upgrade/)).toBeVisible();
    await expect(faq.getByText(/14-day free trial/)).toBeHidden();
    await questions.nth(1).click();
    await expect(faq.getByText(/14-day free trial/)).toBeVisible();
  });

  test("counts down from seven days and changes after a minute", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T12:00:00Z") });
    await page.goto("/pricing");
    const timer = page.getByRole("timer", { name: "Time left in the limited-time offer" });
    await expect(timer).not.toHaveAttribute("aria-live");
    const days = page.getByTestId("countdown-days");
    const hours = page.getByTestId("countdown-hours");
    const minutes = page.getByTestId("countdown-minutes");
    await expect(days).toHaveText("07");
    await expect(hours).toHaveText("00");
    await expect(minutes).toHaveText("00");

    await page.clock.runFor(60_000);
    await expect(days).toHaveText("06");
    await expect(hours).toHaveText("23");
    await expect(minutes).toHaveText("59");

    await page.clock.runFor(60 * 60_000);
    await expect(hours).toHaveText("22");
    await expect(minutes).toHaveText("59");
  });

  test("reserves the countdown's space: the boxes keep their size when the time appears", async ({
    browser,
  }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const placeholderPage = await noJs.newPage();
    await placeholderPage.goto("/pricing");
    await expect(placeholderPage.getByTestId("countdown-days")).toHaveText("--");
    const before = await placeholderPage.getByRole("timer").boundingBox();
    await noJs.close();

    const live = await browser.newContext();
    const livePage = await live.newPage();
    await livePage.goto("/pricing");
    await expect(livePage.getByTestId("countdown-days")).toHaveText("07");
    const after = await livePage.getByRole("timer").boundingBox();
    await live.close();
    // Its size and column: the live page may start lower, under the cookie card its script shows.
    const sizeAndColumn = (box: typeof before) => ({
      x: box?.x,
      width: box?.width,
      height: box?.height,
    });
    expect(sizeAndColumn(after)).toEqual(sizeAndColumn(before));
  });
});

test("the three pricing pages fit a 320 px wide screen without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    "/pricing",
    // large inputs make the widest figures
    "/pay-as-you-go?agents=3000&interactions=15000000",
    "/roi-calculator?employees=100000&salary=1000000",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});

test("at 1440 × 900 every plan's price is in the first screen, under the countdown", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/pricing");
  const banner = (await page.getByRole("timer").boundingBox())!;
  for (const [plan, price] of [
    ["Free Forever", "$0"],
    ["Professional", "$99"],
    ["Enterprise", "Custom"],
  ] as const) {
    const figure = page.getByRole("listitem", { name: plan }).getByText(price, { exact: true });
    await expect(figure).toBeInViewport();
    const box = (await figure.boundingBox())!;
    expect(box.y).toBeGreaterThan(banner.y + banner.height);
    expect(box.y + box.height, `${plan}'s price within 900 px`).toBeLessThanOrEqual(900);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a table under the plans compares them, every cell whole`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: "What each plan includes" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Feature",
      "Free Forever",
      "Professional",
      "Enterprise",
    ]);
    const price = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Price", exact: true }) });
    await expect(price.getByRole("cell")).toHaveText(["$0 forever", "$99 per month", "Custom"]);
    // Under the cards, and nothing in it wider than its box.
    const cards = (await page.getByRole("listitem", { name: "Enterprise" }).boundingBox())!;
    expect((await table.boundingBox())!.y).toBeGreaterThan(cards.y);
    const cut = await table.evaluate((node) =>
      [...node.querySelectorAll("th, td")]
        // The phone's "Feature" header is for screen readers only (a 1 px box).
        .filter((cell) => cell.clientWidth > 1 && cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  });
}
