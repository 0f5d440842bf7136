import type { Page } from "@playwright/test";

import { channelAgents, homeFaqs } from "#app/features/home/home-page.copy";
import { channelViews } from "#app/features/home/channel-views.copy";
import { homeTemplates } from "#app/features/home/home-templates.copy";
import { personas } from "#app/shared/persona-demo/personas.copy";
import { expect, test } from "./support/fixtures";

// The home page's first impression and length (design review, issue 43).

const firstTemplate = homeTemplates[0]!;
const heroTurns = (template = firstTemplate) => [
  template.preview.customerMessage,
  template.preview.agentReply,
  template.preview.followUp,
  template.preview.followUpReply,
];

async function gotoHydrated(page: Page) {
  await page.goto("/");
  await expect(
    page.getByRole("button", { name: "Create agent from this description" }),
  ).toBeDisabled();
}

test.describe("home hero", () => {
  test("opens on the first template's conversation, marked as an example, in the HTML", async ({
    page,
    request,
  }) => {
    // Served HTML (before any script): the template's title and first turn, as React escapes.
    const html = await (await request.get("/")).text();
    expect(html).toContain(firstTemplate.title);
    expect(html).toContain(firstTemplate.preview.customerMessage.replaceAll("'", "&#x27;"));

    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page);
    const preview = page.getByRole("complementary", { name: "Agent preview" });
    for (const turn of heroTurns()) await expect(preview).toContainText(turn);
    await expect(
      preview.getByText("Example", { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    // No chip is chosen and the prompt stays empty until the visitor acts.
    await expect(page.getByRole("textbox", { name: "Describe your AI agent" })).toHaveValue("");

    // None of the old placeholders anywhere on the page.
    const text = await page.locator("body").textContent();
    for (const placeholder of [
      "Your AI Agent",
      "Your documents",
      "Hi! Can you help me with my question?",
      "What would you like to know?",
    ]) {
      expect(text).not.toContain(placeholder);
    }

    // Choosing a chip still switches the preview, and the example mark goes.
    await page.getByRole("button", { name: "Sales Assistant" }).click();
    for (const turn of heroTurns(homeTemplates[1])) await expect(preview).toContainText(turn);
    await expect(preview.getByText("Example", { exact: true })).toHaveCount(0);
  });

  for (const { width, height } of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`Get Started Free is the hero's only ember-filled action, on the first screen, at ${width}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await gotoHydrated(page);
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      const primary = hero.getByRole("button", { name: "Get Started Free" });
      const ember = await primary.evaluate((element) => getComputedStyle(element).backgroundColor);
      const filled = await hero
        .locator("button:visible, a:visible")
        .evaluateAll(
          (elements, color) =>
            elements
              .filter((element) => getComputedStyle(element).backgroundColor === color)
              .map((element) => (element as HTMLElement).innerText.trim()),
          ember,
        );
      expect(filled).toEqual(["Get Started Free"]);
      // Whole on the first screen, not cut at its bottom edge.
      const box = (await primary.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      for (const name of ["Watch Demo", "Create Your Agent"]) {
        const secondary = hero.getByRole("button", { name });
        if (!(await secondary.isVisible())) continue;
        const background = await secondary.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        expect(background).not.toBe(ember);
      }
    });
  }
});

test.describe("home page as a whole", () => {
  test("no conversation text appears twice on the page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page);
    const conversationTexts = [
      ...heroTurns(),
      ...personas.flatMap((persona) => persona.exchange.flatMap((turn) => [turn.user, turn.agent])),
      ...Object.values(channelViews).flatMap((view) =>
        "bubbles" in view
          ? view.bubbles.map((bubble) => bubble.text)
          : "greeting" in view
            ? [view.greeting]
            : [],
      ),
    ];
    // Whole messages only: a one-letter reply ("C") is part of every other text.
    const messages = conversationTexts.filter((text) => text.length > 12);
    const counts = await page.evaluate((texts) => {
      const shown = document.body.innerText;
      return texts.map((text) => shown.split(text).length - 1);
    }, messages);
    expect(Math.max(...counts)).toBeLessThanOrEqual(1);
    // The persona demo's opening exchange is on the page once: in the demo, not in the channels.
    const [opening] = personas[0]!.exchange;
    await expect(page.getByText(opening.user)).toHaveCount(1);
    await expect(page.locator("#channels").getByText(opening.user)).toHaveCount(0);
  });

  test("is at most 8,000 px tall on a phone, with every section's texts", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(size.height).toBeLessThanOrEqual(8000);
    // The sideways rows scroll inside themselves: the page itself never gets wider.
    expect(size.width).toBe(390);
    await expect(page.locator("#channels").getByRole("link", { name: "Try Demo" })).toHaveCount(8);
    for (const channel of channelAgents) {
      await expect(page.getByRole("heading", { name: channel.title })).toHaveCount(1);
    }
    await expect(page.locator("#faq details")).toHaveCount(homeFaqs.length);
    await expect(page.locator("#integrations").getByRole("link")).toHaveCount(17);
  });
});

test.describe("home channel cards", () => {
  test("each card shows its channel's own drawn product view, no icon cards", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const cards = page.getByTestId("channel-grid").locator(":scope > li");
    await expect(cards).toHaveCount(8);
    const views = page.getByTestId("channel-view");
    await expect(views).toHaveCount(8);
    const kinds = await views.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("data-view")),
    );
    expect(new Set(kinds).size).toBe(8);
    for (let index = 0; index < 8; index += 1) {
      const card = cards.nth(index);
      const view = card.getByTestId("channel-view");
      await expect(view).toHaveAttribute("aria-hidden", "true");
      // A picture, not an icon: a drawing of many parts, 100+ px high, with no raster image.
      expect((await view.boundingBox())!.height).toBeGreaterThan(100);
      expect(await view.locator("*").count()).toBeGreaterThan(4);
      await expect(card.locator("img")).toHaveCount(0);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(channelAgents[index]!.title);
      await expect(card.getByRole("link", { name: "Try Demo" })).toHaveAttribute(
        "href",
        channelAgents[index]!.href,
      );
    }
  });

  test("a four-by-two grid with no holes on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const grid = page.getByTestId("channel-grid");
    const boxes = await grid.locator(":scope > li").evaluateAll((items) =>
      items.map((item) => {
        const { left, right, top, width } = item.getBoundingClientRect();
        return { left, right, top, width };
      }),
    );
    const gridBox = (await grid.boundingBox())!;
    const rows = [...new Set(boxes.map((box) => Math.round(box.top)))];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const inRow = boxes.filter((box) => Math.round(box.top) === row);
      expect(inRow).toHaveLength(4);
      expect(Math.abs(inRow[0]!.left - gridBox.x)).toBeLessThan(1);
      expect(Math.abs(inRow[3]!.right - (gridBox.x + gridBox.width))).toBeLessThan(1);
    }
  });

  test("one sideways row on a phone: the first card whole, the next peeking", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    for (const row of [
      page.getByTestId("channel-grid"),
      page.locator("#integrations section").first().locator(".."),
    ]) {
      const layout = await row.evaluate((element) => {
        const [first, second] = Array.from(element.children).map((child) =>
          child.getBoundingClientRect(),
        );
        return {
          scrolls: element.scrollWidth > element.clientWidth,
          fade: getComputedStyle(element).maskImage,
          first: { left: first!.left, right: first!.right },
          secondLeft: second!.left,
          sameTop: Math.abs(first!.top - second!.top) < 1,
        };
      });
      expect(layout.scrolls).toBe(true);
      expect(layout.sameTop).toBe(true);
      expect(layout.fade).toContain("linear-gradient");
      expect(layout.first.left).toBeGreaterThanOrEqual(0);
      expect(layout.first.right).toBeLessThanOrEqual(390);
      expect(layout.secondLeft).toBeLessThan(390 - 24);
    }
    // No card's text is cut off inside its card.
    const clipped = await page
      .getByTestId("channel-grid")
      .locator(":scope > li")
      .evaluateAll((items) => items.filter((item) => item.scrollHeight > item.clientHeight + 1));
    expect(clipped).toHaveLength(0);
  });
});
