import { expect, test } from "./support/fixtures";
import { BASE_URL, startFakeService, type FakeService } from "./support/servers";

test.describe("the bundled studio's demo chat", () => {
  test("greets, shows a typing indicator and answers a pricing question with the real prices", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/demo/WebsiteDemo");
    const chat = page.frameLocator('iframe[title="Website demo agent chat"]');
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText("Hi! I'm the Website Agent");

    // Hold the first answer until the typing indicator has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/studio/chat/WebsiteDemo", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await chat.getByLabel("Your message").fill("How much does it cost?");
    await chat.getByRole("button", { name: "Send" }).click();
    await expect(chat.getByText("Website Agent is typing…")).toBeVisible();
    release();
    await expect(log).toContainText("How much does it cost?");
    for (const fact of [
      "Free Forever: $0, unlimited agents and 100 unique interactions per month.",
      "Professional: $99 per month, 10,000 unique interactions per month",
      "Enterprise: custom pricing",
      "$0.01 each for the first 10,000 interactions",
      "$0.008 each for the next interactions up to 100,000",
      "$0.006 each for anything above that",
    ]) {
      await expect(log).toContainText(fact);
    }
    await expect(chat.getByText("Website Agent is typing…")).toBeHidden();
    await expect(log.getByRole("link", { name: /Pricing plans/ })).toHaveAttribute(
      "href",
      `${BASE_URL}/pricing`,
    );

    // The conversation stays on the page.
    await chat.getByLabel("Your message").fill("Do you integrate with HubSpot?");
    await chat.getByLabel("Your message").press("Enter");
    await expect(log).toContainText("Yes, we integrate with HubSpot");
    await expect(log).toContainText("How much does it cost?");
    await expect(log.locator(".msg")).toHaveCount(5);
    await expectNoAxeViolations();
  });

  test("the chat page on its own is accessible; unknown agents answer 404", async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto("/studio/chat/KioskDemo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kiosk Agent");
    await expect(page.getByRole("button", { name: "Speak" })).toHaveCount(0);
    await expectNoAxeViolations();
    expect((await request.get("/studio/chat/NotADemo")).status()).toBe(404);
  });

  test("voice=true offers speech input where the browser has it", async ({ page }) => {
    await page.goto("/studio/chat/SMSDemo?voice=true");
    const supported = await page.evaluate(
      () => "webkitSpeechRecognition" in window || "SpeechRecognition" in window,
    );
    await expect(page.getByRole("button", { name: "Speak" })).toHaveCount(supported ? 1 : 0);
    await expect(page.getByRole("log")).toContainText("press the microphone button");
  });
});

test.describe("embed.js on another site", () => {
  let other: FakeService;
  test.beforeAll(async () => {
    other = await startFakeService((_request, response) => {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(
          `<!doctype html><html lang="en"><head><title>Customer site</title></head><body><main><h1>A customer's site</h1></main><script src="${BASE_URL}/studio/embed.js?agent=SMSDemo"></script></body></html>`,
        );
    });
  });
  test.afterAll(() => other.close());

  test("adds a chat button that opens the agent's chat in a frame; Escape closes it", async ({
    page,
  }) => {
    await page.goto(other.url);
    const button = page.getByRole("button", { name: "Open chat" });
    await expect(page.locator("iframe")).toHaveCount(0);
    await button.click();
    const frame = page.locator('iframe[title="Chat with SMSDemo"]');
    await expect(frame).toHaveAttribute("src", `${BASE_URL}/studio/chat/SMSDemo`);
    await expect(frame).toHaveAttribute("allow", "microphone");
    await expect(
      page
        .frameLocator('iframe[title="Chat with SMSDemo"]')
        .getByRole("heading", { name: "SMS Agent" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(frame).toBeHidden();
    await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
  });
});
