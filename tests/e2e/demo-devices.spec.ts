import type { Page, Route } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { BASE_URL } from "./support/servers";

/** Holds the studio chat's page until `release()` is called, to see the spinner. */
async function holdChat(page: Page, agent: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/studio/chat/${agent}*`, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const apps = (page: Page) => page.getByRole("list", { name: "Apps" });
const dock = (page: Page) => page.getByRole("list", { name: "Dock" });

test.describe("mobile demo", () => {
  test("a 320x500 phone with a 3-column home screen and a dock of the first 3 icons", async ({
    page,
  }) => {
    const response = await page.goto("/demo/MobileDemo");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "An AI agent inside a mobile app" }),
    ).toBeVisible();
    const phone = page.getByRole("region", { name: "Mobile phone demo" });
    const box = await phone.boundingBox();
    expect(box).toMatchObject({ width: 320, height: 500 });
    expect(await dock(page).getByRole("button").allTextContents()).toEqual([
      "Messages",
      "Camera",
      "Photos",
    ]);
    // Three columns: the first three icons share a row, the fourth starts the next one.
    const tops = await apps(page)
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[2]!);
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
  });

  test("an icon blinks for 2 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/demo/MobileDemo");
    await page.clock.pauseAt(Date.now() + 60_000);
    const weather = apps(page).getByRole("button", { name: "Weather" });
    await expect(weather).toHaveAttribute("data-highlighted", "false");
    await weather.click();
    await expect(weather).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(1990);
    await expect(weather).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(20);
    await expect(weather).toHaveAttribute("data-highlighted", "false");
  });

  test("the agent icon opens AgentApp with a spinner until the chat loads; Back returns home", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/demo/MobileDemo");
    const release = await holdChat(page, "MobileDemo");
    await apps(page).getByRole("button", { name: "Notes" }).click();
    await apps(page).getByRole("button", { name: "AgentApp" }).click();

    await expect(page.getByRole("heading", { name: "AgentApp" })).toBeVisible();
    const back = page.getByRole("button", { name: "Back" });
    await expect(back).toBeFocused();
    const frame = page.getByTitle("Mobile App Agent chat");
    await expect(frame).toHaveAttribute("src", `${BASE_URL}/studio/chat/MobileDemo`);
    await expect(frame).toHaveAttribute("allow", "microphone");
    const spinner = page.getByRole("status").filter({ hasText: "Loading AI Agent..." });
    await expect(spinner).toBeVisible();

    release();
    await expect(spinner).toBeHidden();
    await expect(
      page.frameLocator('iframe[title="Mobile App Agent chat"]').getByRole("heading", {
        name: "Mobile App Agent",
      }),
    ).toBeVisible();
    await expectNoAxeViolations();

    await back.click();
    await expect(apps(page).getByRole("button", { name: "AgentApp" })).toBeFocused();
    await expect(apps(page).getByRole("button", { name: "Notes" })).toHaveAttribute(
      "data-highlighted",
      "false",
    );
  });
});

test.describe("kiosk demo", () => {
  test("a 400x600 kiosk with the 12 icons, a 4-column grid and a dock of 4", async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto("/demo/KioskDemo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "An AI agent on a self-service kiosk",
    );
    const kiosk = page.getByRole("region", { name: "Kiosk demo" });
    expect(await kiosk.boundingBox()).toMatchObject({ width: 400, height: 600 });
    expect(await apps(page).getByRole("button").allTextContents()).toEqual([
      "Messages",
      "Camera",
      "Photos",
      "Maps",
      "Weather",
      "KioskDemo",
      "Music",
      "Mail",
      "Calc",
      "Notes",
      "Stocks",
      "Health",
    ]);
    expect(await dock(page).getByRole("button").allTextContents()).toEqual([
      "Messages",
      "Camera",
      "Photos",
      "Maps",
    ]);
    const tops = await apps(page)
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(tops[3]).toBe(tops[0]);
    expect(tops[4]).toBeGreaterThan(tops[3]!);
    await expectNoAxeViolations();
  });

  test("the KioskDemo icon highlights itself 1 second after opening", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/demo/KioskDemo");
    const agent = apps(page).getByRole("button", { name: "KioskDemo" });
    await expect(agent).toHaveAttribute("data-highlighted", "false");
    await page.clock.runFor(900);
    await expect(agent).toHaveAttribute("data-highlighted", "false");
    await page.clock.runFor(150);
    await expect(agent).toHaveAttribute("data-highlighted", "true");
    // Like any highlight it clears after 2 seconds.
    await page.clock.runFor(2000);
    await expect(agent).toHaveAttribute("data-highlighted", "false");
  });

  test("the KioskDemo icon opens the kiosk agent's chat", async ({ page }) => {
    await page.goto("/demo/KioskDemo");
    await apps(page).getByRole("button", { name: "KioskDemo" }).click();
    await expect(page.getByTitle("Kiosk Agent chat")).toHaveAttribute(
      "src",
      `${BASE_URL}/studio/chat/KioskDemo`,
    );
    // The kiosk's own spinner (the chat launcher's panel, closed, has one too).
    await expect(
      page.getByRole("region", { name: "Kiosk demo" }).getByText("Loading AI Agent..."),
    ).toBeHidden();
  });
});

test.describe("phone demo mock-up", () => {
  test("opens the agent app by itself after 1 second", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/demo/PhoneDemo");
    const phone = page.getByRole("region", { name: "Phone demo" });
    expect(
      await phone.getByRole("list", { name: "Apps" }).getByRole("button").allTextContents(),
    ).toEqual(["Messages", "Camera", "Photos", "Maps", "Weather", "AgentApp", "Music", "Mail"]);
    await page.clock.runFor(900);
    await expect(phone.getByRole("button", { name: "Back" })).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(phone.getByRole("heading", { name: "AgentApp" })).toBeVisible();
    await expect(phone.getByTitle("Phone Agent chat")).toHaveAttribute(
      "src",
      `${BASE_URL}/studio/chat/PhoneDemo`,
    );
  });
});
