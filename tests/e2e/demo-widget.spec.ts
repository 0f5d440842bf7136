import { expect, test } from "./support/fixtures";
import { BASE_URL } from "./support/servers";

test("the site-wide chat launcher loads nothing until opened, then frames the support agent", async ({
  page,
  expectNoAxeViolations,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  expect(page.locator("iframe")).toHaveCount(0);
  expect(requests.filter((url) => url.includes("/studio/"))).toEqual([]);

  const launcher = page.getByRole("button", { name: "Chat with our AI agent" });
  const scriptsBefore = requests.filter((url) => url.endsWith(".js")).length;
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Chat with our Website Agent" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "Close chat" })).toBeFocused();
  const frame = panel.locator("iframe");
  // The chat wears the page's theme and leaves the header to the panel.
  await expect(frame).toHaveAttribute(
    "src",
    `${BASE_URL}/studio/chat/WebsiteDemo?theme=light&embed=panel`,
  );
  await expect(frame).toHaveAttribute("allow", "microphone");
  await expect(frame).toHaveAttribute("title", "Chat with our Website Agent");
  await expect(
    page.frameLocator('iframe[title="Chat with our Website Agent"]').getByRole("log"),
  ).toContainText("Website Agent");
  // Opening it loads the chat page, but no further JavaScript of the site.
  expect(
    requests.filter((url) => url.endsWith(".js") && url.includes("/assets/")).length,
  ).toBeLessThanOrEqual(scriptsBefore);
  await expectNoAxeViolations();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute("aria-expanded", "false");
});

test("the launcher is on every page and Escape inside the chat closes it", async ({ page }) => {
  await page.goto("/demo/KioskDemo");
  await page.getByRole("button", { name: "Chat with our AI agent" }).click();
  const chat = page.frameLocator('iframe[title="Chat with our Website Agent"]');
  await chat.getByLabel("Your message").press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test.describe("with the cookie banner showing", () => {
  test.use({ freshVisitor: true });

  for (const viewport of [
    { width: 390, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`the launcher and the banner never overlap at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/demo/SMSDemo");
      const banner = (await page.getByRole("region", { name: "Cookie consent" }).boundingBox())!;
      const launcher = page.getByRole("button", { name: "Chat with our AI agent" });
      // At the page's end it is always there; the banner is in the flow at the top.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(launcher).toHaveCSS("opacity", "1");
      const box = (await launcher.boundingBox())!;
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(box.y + scrolled).toBeGreaterThan(banner.y + banner.height);
    });
  }
});
