import { expect, test } from "./support/fixtures";
import { expectNoIconCards, expectNumberedRows } from "./support/numbered-list";

const industries = [
  ["healthcare", "Healthcare"],
  ["financial-services", "Financial Services"],
  ["retail", "Retail"],
  ["education", "Education"],
  ["automotive", "Automotive"],
  ["manufacturing", "Manufacturing"],
  ["logistics", "Logistics"],
  ["technology", "Technology"],
] as const;

test("the overview lists the 8 industries with features and a link to each page", async ({
  page,
}) => {
  const response = await page.goto("/industry-use-cases");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI agents for every industry");
  const cards = page.locator("#industries > div > ul > li");
  await expect(cards).toHaveCount(8);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    industries.map(([, name]) => name),
  );
  for (const [slug, name] of industries) {
    const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card.getByRole("listitem")).toHaveCount(3);
    await expect(card.getByRole("link", { name: `Explore ${name}` })).toHaveAttribute(
      "href",
      `/industry/${slug}`,
    );
  }
  // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
});

test("an overview link opens the industry page", async ({ page }) => {
  await page.goto("/industry-use-cases");
  await page.getByRole("link", { name: "Explore Logistics" }).click();
  await expect(page).toHaveURL(/\/industry\/logistics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Agents for Logistics");
});

for (const [slug, name] of industries) {
  test(`/industry/${slug} renders with breadcrumbs and BreadcrumbList JSON-LD`, async ({
    page,
  }) => {
    const response = await page.goto(`/industry/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`AI Agents for ${name}`);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Industries", name]);
    await expect(page.locator("#capabilities h3")).toHaveCount(3);
    await expect(page.getByRole("figure").getByRole("listitem").first()).toBeVisible();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const breadcrumb = blocks
      .map((block) => JSON.parse(block) as { "@type"?: string; itemListElement?: unknown[] })
      .find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: expect.stringMatching(/\/$/) },
      {
        "@type": "ListItem",
        position: 2,
        name: "Industries",
        item: expect.stringMatching(/\/industry-use-cases$/),
      },
      { "@type": "ListItem", position: 3, name, item: expect.stringMatching(`/industry/${slug}$`) },
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/industry/${slug}$`),
    );
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
  });
}

test("an unknown industry answers the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/industry/space-tourism");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("healthcare: the challenges sit beside the schedule the agent keeps, not in cards", async ({
  page,
  expectNoAxeViolations,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/industry/healthcare");
    const challenges = page.locator("#challenges");
    await expect(challenges.getByRole("heading", { level: 3 })).toHaveText([
      "Phones ring off the hook",
      "Missed appointments",
      "Sensitive information",
    ]);
    const schedule = challenges.getByRole("figure", {
      name: "The practice's schedule, kept by the agent",
    });
    await expect(schedule).toBeVisible();
    // Five slots, each naming the challenge it answers.
    const rows = schedule.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText("Phones ring off the hook");
    await expect(rows.last()).toContainText("Sensitive information");
    await expectNoIconCards(challenges);
    await expectNumberedRows(challenges, 3, 40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await expectNoAxeViolations();
});
