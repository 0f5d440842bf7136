import { personas } from "#app/shared/persona-demo/personas.copy";
import { expect, test } from "./support/fixtures";

test.describe("/demo/ConversationalDemo", () => {
  test("shows its heading and the persona demo", async ({ page }) => {
    const response = await page.goto("/demo/ConversationalDemo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conversational AI in action");
    await expect(page).toHaveTitle("Conversational AI Demo | AI Agent Platform");
    const picker = page.getByRole("group", { name: "Choose a persona" });
    for (const persona of personas) {
      await expect(picker.getByRole("button", { name: persona.label })).toBeVisible();
    }
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
  });

  test("plays the chosen persona's exchange at 1 s, 3 s and 5 s", async ({ page }) => {
    const start = new Date("2026-01-05T09:00:00Z");
    await page.clock.install({ time: start });
    await page.goto("/demo/ConversationalDemo");
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const chat = page.getByTestId("persona-chat");
    const marketing = page.getByRole("button", { name: "Marketing", exact: true });
    // Hydrated once the player reports that it runs (the chat is on screen here).
    await expect(page.locator("[data-playing]")).toHaveAttribute("data-playing", "true");
    await marketing.click();
    await expect(marketing).toHaveAttribute("aria-pressed", "true");
    const [first, second] = personas[2]!.exchange;
    await expect(chat.getByText(first.user)).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(chat.getByText(first.user)).toBeVisible();
    await expect(chat.getByText(first.agent)).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(chat.getByText(first.agent)).toBeVisible();
    await expect(chat.getByText(second.user)).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(chat.getByText(second.user)).toBeVisible();
    await expect(chat.getByText(second.agent)).toBeVisible();
  });
});
