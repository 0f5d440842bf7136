import type { Locator } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/** /about and /success-stories as designed sections (issue 55): what a visitor sees. */

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The top edges of `items`, rounded. */
async function tops(items: Locator) {
  return items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().y)),
  );
}

for (const viewport of widths) {
  test(`success stories at ${viewport.width}: each story shows its agent at work and its metrics in one row`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/success-stories");
    const studies = page.getByRole("article");
    await expect(studies).toHaveCount(3);
    const agents = ["CloudNest Help", "Meridian Clinics", "Juniper Assistant"];
    for (const [index, study] of (await studies.all()).entries()) {
      // The illustration: the customer's agent answering on its channel, with a text alternative.
      const picture = study.getByRole("img", {
        name: new RegExp(`^${agents[index]}, an AI agent`),
      });
      await expect(picture).toBeVisible();
      // The three metrics side by side, not stacked in a tall panel.
      const tiles = study.getByLabel(/ metrics$/).locator("> div");
      await expect(tiles).toHaveCount(3);
      const rows = new Set(await tops(tiles));
      expect(rows.size).toBe(1);
      const metrics = (await study.getByLabel(/ metrics$/).boundingBox())!;
      expect(metrics.height).toBeLessThan(200);
      expect(metrics.width).toBeGreaterThan(metrics.height);
      // Nothing runs past the card.
      const card = (await study.boundingBox())!;
      expect(metrics.x + metrics.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  });
}

test("success stories: the closing call to action links to the studio and the ROI calculator", async ({
  page,
}) => {
  await page.goto("/success-stories");
  const build = page.getByRole("link", { name: "Start Building Free (opens in a new tab)" });
  await expect(build).toHaveAttribute("href", /\/studio$/);
  await expect(build).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Calculate Your ROI" })).toHaveAttribute(
    "href",
    "/roi-calculator",
  );
});

test("success stories: with reduced motion the illustrations stand still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/success-stories");
  const animations = await page
    .locator("article [data-channel]")
    .evaluateAll((pictures) => pictures.map((picture) => getComputedStyle(picture).animationName));
  expect(animations).toEqual(["none", "none", "none"]);
});

for (const viewport of widths) {
  test(`about at ${viewport.width}: the mission with its picture and the story in three illustrated chapters`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/about");
    const mission = page.locator("#mission");
    await expect(mission.getByText(/^Give every business, whatever its size/)).toBeVisible();
    await expect(
      mission.getByRole("img", {
        name: "One agent answering customers on a phone call, on WhatsApp and by text message at the same time.",
      }),
    ).toBeVisible();
    await expect(mission.getByRole("heading", { level: 3, name: "How we got here" })).toBeVisible();
    const chapters = mission.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(chapters.getByRole("heading", { level: 4 })).toHaveText([
      "The hard way",
      "What changed",
      "Where we are today",
    ]);
    for (const chapter of await chapters.all()) {
      // Each chapter leads with its picture (decorative: the text tells the story).
      const picture = chapter.locator("[aria-hidden='true'].art");
      await expect(picture).toBeVisible();
      const pictureBox = (await picture.boundingBox())!;
      const chapterBox = (await chapter.boundingBox())!;
      expect(pictureBox.y - chapterBox.y).toBeLessThan(2);
    }
    await expect(chapters.nth(0)).toContainText("brittle decision trees");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  });
}

test("about: the call to action links to the studio and to /contact", async ({ page }) => {
  await page.goto("/about");
  const build = page.getByRole("link", { name: "Start Building Free (opens in a new tab)" });
  await expect(build).toHaveAttribute("href", /\/studio$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
});
