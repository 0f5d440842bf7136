import type { BrowserContext, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import {
  BASE_URL,
  json,
  startFakeService,
  startSiteServer,
  type FakeService,
  type SiteServer,
} from "./support/servers";

const steps = [
  "Create your agent",
  "Train it",
  "Open the Publish tab",
  "Enable WhatsApp",
  "Add the button to your site",
  "Go live",
];
const prefilled =
  "Hello! I'm visiting the AI Agent Platform website and would like to chat with your AI agent.";

test("the WhatsApp demo: six steps on a circle around the button; hover and focus highlight", async ({
  page,
  expectNoAxeViolations,
}) => {
  const response = await page.goto("/demo/WhatsappDemo");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Chat with our agent on WhatsApp",
  );
  const button = page.getByRole("button", { name: "Chat on WhatsApp" });
  const buttonBox = (await button.boundingBox())!;
  expect(Math.round(buttonBox.width)).toBe(Math.round(buttonBox.height));

  const cards = page
    .getByRole("list", { name: "Six steps from an idea to an agent on WhatsApp" })
    .getByRole("listitem");
  await expect(cards.getByRole("heading")).toHaveText(steps);
  // On a circle: every card is about as far from the button's centre as the others.
  const centre = { x: buttonBox.x + buttonBox.width / 2, y: buttonBox.y + buttonBox.height / 2 };
  const distances = await cards.evaluateAll(
    (items, c) =>
      items.map((item) => {
        const r = item.getBoundingClientRect();
        return Math.hypot(r.x + r.width / 2 - c.x, r.y + r.height / 2 - c.y);
      }),
    centre,
  );
  for (const distance of distances) expect(Math.abs(distance - distances[0]!)).toBeLessThan(4);

  await cards.nth(2).hover();
  await expect(cards.nth(2)).toHaveAttribute("data-active", "true");
  await page.mouse.move(0, 0);
  await expect(cards.nth(2)).toHaveAttribute("data-active", "false");
  await cards.nth(4).focus();
  await expect(cards.nth(4)).toHaveAttribute("data-active", "true");
  await expectNoAxeViolations();
});

const conversation = [
  "Customer: Hi! Do you have the Trailhead boots in size 42?",
  "AI agent: Hi Maya! Yes, three pairs left in size 42",
  "Customer: Charcoal, please. Can I pick them up today?",
  "AI agent: Done: charcoal, size 42, waits for you",
  "Customer: Perfect, thank you!",
];

/** The computed opacity of each message bubble of the sample conversation. */
async function bubbleOpacities(page: Page) {
  return page
    .locator("[data-chat-turn] > p")
    .evaluateAll((bubbles) => bubbles.map((bubble) => getComputedStyle(bubble).opacity));
}

test("a sample conversation plays in beside the steps, then a call to action", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/demo/WhatsappDemo");
  const chat = page.getByRole("figure", { name: "A sample conversation" });
  const turns = chat.getByRole("list", { name: "A sample conversation" }).getByRole("listitem");
  await expect(turns).toHaveCount(conversation.length);
  for (const [index, text] of conversation.entries()) {
    await expect(turns.nth(index)).toContainText(text);
  }
  // Beside the steps: right of the WhatsApp button, level with it.
  const button = (await page.getByRole("button", { name: "Chat on WhatsApp" }).boundingBox())!;
  const phone = (await chat.boundingBox())!;
  expect(phone.x).toBeGreaterThan(button.x + button.width);
  expect(phone.y).toBeLessThan(button.y + button.height);
  expect(phone.y + phone.height).toBeGreaterThan(button.y);

  // It plays: the last message waits hidden, then shows after the others.
  expect((await bubbleOpacities(page)).at(-1)).toBe("0");
  await expect(turns.last()).toHaveAttribute("data-shown", "", { timeout: 20_000 });
  await expect.poll(() => bubbleOpacities(page)).toEqual(conversation.map(() => "1"));
  await chat.getByRole("button", { name: "Replay conversation" }).click();
  await expect(turns.last()).not.toHaveAttribute("data-shown");

  const build = page.getByRole("link", { name: "Start Building Free (opens in a new tab)" });
  await expect(build).toHaveAttribute("href", /\/studio$/);
  await expect(build).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "WhatsApp for business" })).toHaveAttribute(
    "href",
    "/channels/whatsapp",
  );
});

test("with reduced motion, or without JavaScript, the whole conversation shows at once", async ({
  page,
  browser,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/demo/WhatsappDemo");
  await waitForHydration(page);
  expect(await bubbleOpacities(page)).toEqual(conversation.map(() => "1"));
  await expect(page.getByRole("button", { name: "Replay conversation" })).toBeHidden();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`${BASE_URL}/demo/WhatsappDemo`);
  expect(await bubbleOpacities(noScript)).toEqual(conversation.map(() => "1"));
  await expect(noScript.getByRole("button", { name: "Replay conversation" })).toBeHidden();
  await context.close();
});

test("the /demo/WhatsAppDemo spelling serves the same page with the same canonical", async ({
  page,
  baseURL,
}) => {
  const response = await page.goto("/demo/WhatsAppDemo");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("button", { name: "Chat on WhatsApp" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/demo/WhatsappDemo`,
  );
});

test("on the main server the bundled product API knows no number: the alert says so", async ({
  page,
  context,
}) => {
  await page.goto("/demo/WhatsappDemo");
  await page.waitForLoadState("networkidle");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: "Chat on WhatsApp" }).click();
  const tab = await popup;
  await expect.poll(() => dialogs).toEqual(["No WhatsApp contact available for this website"]);
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test.describe("the WhatsApp lookup", () => {
  // One worker for these tests: beforeAll's server starts once, not once a worker.
  test.describe.configure({ mode: "default" });
  let fake: FakeService;
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeService();
    site = await startSiteServer({ PRODUCT_API_URL: fake.url, OUTBOUND_TIMEOUT_MS: "1000" });
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });

  async function open(page: Page, context: BrowserContext) {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title><p>chat</p>" }),
    );
    await page.goto(`${site.url}/demo/WhatsappDemo`);
    // The button works once the page is interactive.
    await page.waitForLoadState("networkidle");
  }
  function recordDialogs(page: Page) {
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    return messages;
  }

  test("a number opens a new tab to the WhatsApp chat with a text naming the website", async ({
    page,
    context,
  }) => {
    fake.handle((_request, response) =>
      json(response, 200, { success: true, mobileNumber: "+65 8123 4567" }),
    );
    await open(page, context);
    const dialogs = recordDialogs(page);
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Chat on WhatsApp" }).click();
    const tab = await popup;
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe("https://wa.me/6581234567");
    expect(url.searchParams.get("text")).toBe(prefilled);
    expect(fake.requests.at(-1)?.url).toBe("/whatsapp/get-scanner/AI%20Agent%20Platform");
    expect(dialogs).toEqual([]);
  });

  test("no contact: the tab closes and the alert says so", async ({ page, context }) => {
    fake.handle((_request, response) =>
      json(response, 200, { success: false, mobileNumber: null }),
    );
    await open(page, context);
    const dialogs = recordDialogs(page);
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Chat on WhatsApp" }).click();
    const tab = await popup;
    await expect.poll(() => dialogs).toEqual(["No WhatsApp contact available for this website"]);
    await expect.poll(() => tab.isClosed()).toBe(true);
  });

  test("a failure or a timeout alerts 'Failed to connect to WhatsApp'", async ({
    page,
    context,
  }) => {
    await open(page, context);
    const dialogs = recordDialogs(page);

    fake.handle((_request, response) => json(response, 500, { error: "down" }));
    const first = context.waitForEvent("page");
    await page.getByRole("button", { name: "Chat on WhatsApp" }).click();
    await expect.poll(() => dialogs).toEqual(["Failed to connect to WhatsApp"]);
    await expect.poll(async () => (await first).isClosed()).toBe(true);

    // Slower than OUTBOUND_TIMEOUT_MS (1 s).
    fake.handle(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      json(response, 200, { success: true, mobileNumber: "6581234567" });
    });
    await page.getByRole("button", { name: "Chat on WhatsApp" }).click();
    await expect
      .poll(() => dialogs, { timeout: 10_000 })
      .toEqual(["Failed to connect to WhatsApp", "Failed to connect to WhatsApp"]);
  });

  test("without JavaScript the form posts and the page links to the chat", async ({ browser }) => {
    fake.handle((_request, response) =>
      json(response, 200, { success: true, mobileNumber: "6581234567" }),
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/demo/WhatsappDemo`);
    await page.getByRole("button", { name: "Chat on WhatsApp" }).click();
    await expect(page.getByRole("link", { name: "Open the WhatsApp chat" })).toHaveAttribute(
      "href",
      `https://wa.me/6581234567?text=${encodeURIComponent(prefilled)}`,
    );
    await context.close();
  });
});
