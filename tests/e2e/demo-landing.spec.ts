import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { BASE_URL } from "./support/servers";

const landingPages = [
  {
    path: "/demo/VoiceDemo",
    h1: "Voice Agent Demo",
    agent: "VoiceDemo",
    frame: "/chat/SMSDemo?voice=true",
  },
  { path: "/demo/PhoneDemo", h1: "Phone Agent Demo", agent: "PhoneDemo", frame: "/chat/PhoneDemo" },
  { path: "/demo/SMSDemo", h1: "SMS Agent Demo", agent: "SMSDemo", frame: "/chat/SMSDemo" },
] as const;

const snippet = (agent: string) =>
  `<script src="${BASE_URL}/studio/embed.js?agent=${agent}"></script>`;

/** Accepts every dialog and records its message. */
function recordDialogs(page: Page) {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

for (const landing of landingPages) {
  test(`${landing.path}: the landing layout with every one of its texts`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto(landing.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.h1);

    const demo = page.getByRole("region", { name: "Try Our Demo Agent" });
    await expect(
      demo.getByText("Experience the power of conversational AI firsthand"),
    ).toBeVisible();
    await expect(
      demo.getByText(
        "Ask about our features, pricing, or how to get started with your own AI agent",
      ),
    ).toBeVisible();

    for (const heading of [
      "What is an AI Agent?",
      "Key Benefits",
      "Get Started",
      "Use Cases",
      "Why Businesses Choose Us",
      "What Our Customers Say",
      "Create Your Agent",
      "Add to Your Website",
      "Go Live in Minutes",
      "Ready to Build Your AI Agent?",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    for (const text of [
      "Easy setup with no coding",
      "Natural, human-like conversations",
      "Seamless tool integrations",
      "24/7 customer support",
      "Define your agent's purpose",
      "Train it with your knowledge base",
      "Customize its personality and tone",
      "Deploy it to your platform",
      "Customer Support",
      "Lead Generation",
      "Content Creation",
      "E-commerce",
      "It's that simple!",
    ]) {
      // The page's own text (the header's menus name industries such as E-commerce too).
      await expect(page.getByRole("main").getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/E-commerce Director/)).toBeVisible();
    const stats = page.getByRole("region", { name: "Try Our Demo Agent" }).locator("..");
    for (const [value, label] of [
      ["89%", "faster response time"],
      ["24/7", "availability"],
      ["67%", "cost reduction"],
      ["5 minutes", "setup"],
    ]) {
      await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(
        stats.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
    }

    const studioLinks = [
      page.getByRole("link", { name: "Start Creating →" }),
      page.getByRole("link", { name: /^Get Started Free/ }),
    ];
    for (const link of studioLinks) {
      await expect(link).toHaveAttribute("href", `${BASE_URL}/studio`);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByText(snippet(landing.agent), { exact: true })).toBeVisible();
    // One copyright line, the site footer's, with the current year in place of 2024.
    const copyright = page.getByText(/All rights reserved\./);
    await expect(copyright).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByText(/All rights reserved\./)).toHaveText(
      `© ${new Date().getFullYear()} AI Agent Platform. All rights reserved.`,
    );
    if (landing.agent !== "PhoneDemo") {
      const frame = demo.locator("iframe");
      await expect(frame).toHaveAttribute("src", `${BASE_URL}/studio${landing.frame}`);
      await expect(frame).toHaveAttribute("allow", "microphone");
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("title", /demo agent chat/);
      // The chat area (the frame's box, border included) is 550px high.
      const box = await frame.locator("..").boundingBox();
      expect(box?.height).toBe(550);
    }
    await expectNoAxeViolations();
  });
}

/** The card of the landing layout's side columns headed `title`. */
const card = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the side columns are product: an agent at work, icon rows, stat tiles, a testimonial card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/demo/VoiceDemo");
  // What an agent is, shown as one at work (a picture beside the text that says it).
  const whatIs = card(page, "What is an AI Agent?");
  await expect(whatIs.locator("[aria-hidden='true']").first()).toContainText(
    "Can I still return these boots?",
  );
  for (const title of ["Key Benefits", "Use Cases"]) {
    const rows = card(page, title).getByRole("listitem");
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) await expect(row.locator("svg")).toHaveCount(1);
  }
  // The four figures as tiles, two by two.
  const tiles = card(page, "Why Businesses Choose Us").getByRole("definition").locator("..");
  const boxes = await tiles.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()),
  );
  expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(2);
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(2);
  // A testimonial card: the words, the person and their initials.
  const testimonial = card(page, "What Our Customers Say").getByRole("figure");
  await expect(testimonial.getByRole("blockquote")).toContainText("Our AI agent answers");
  await expect(testimonial.locator("figcaption")).toContainText("SMSarah Mitchell");

  // The demo stays in view while the taller side columns scroll by.
  await page.mouse.wheel(0, 500);
  await expect
    .poll(
      async () => (await page.getByRole("region", { name: "Try Our Demo Agent" }).boundingBox())!.y,
    )
    .toBeGreaterThan(0);
});

test("the landing layout fits a 390 px screen, its columns stacked under the demo", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/demo/SMSDemo");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const demo = (await page.getByRole("region", { name: "Try Our Demo Agent" }).boundingBox())!;
  const whatIs = (await card(page, "What is an AI Agent?").boundingBox())!;
  expect(whatIs.y).toBeGreaterThan(demo.y + demo.height);
  expect(whatIs.width).toBeCloseTo(demo.width, 0);
});

test("the voice page's quirk: snippet VoiceDemo, frame SMSDemo with voice=true and a microphone", async ({
  page,
}) => {
  await page.goto("/demo/VoiceDemo");
  await expect(page.locator("pre code")).toHaveText(snippet("VoiceDemo"));
  const frame = page.getByTitle("Voice demo agent chat");
  await expect(frame).toHaveAttribute("src", `${BASE_URL}/studio/chat/SMSDemo?voice=true`);
  const chat = page.frameLocator('iframe[title="Voice demo agent chat"]');
  // SMSDemo answers, presented as the voice agent (voice=true).
  await expect(chat.locator("main")).toHaveAttribute("data-agent", "SMSDemo");
  await expect(chat.getByRole("heading", { name: "Voice Agent" })).toBeVisible();
  await expect(chat.getByRole("button", { name: "Speak" })).toBeVisible();
});

test("the landing footer shows the visitor's current year", async ({ page }) => {
  await page.clock.install({ time: new Date("2031-03-04T10:00:00Z") });
  await page.goto("/demo/SMSDemo");
  await expect(
    page.getByRole("contentinfo").getByText("© 2031 AI Agent Platform. All rights reserved."),
  ).toBeVisible();
});

test("pages other than the demo landing pages keep the footer's fixed © 2024", async ({ page }) => {
  for (const path of ["/demo/WhatsappDemo", "/demo/MobileDemo", "/about"]) {
    await page.goto(path);
    await expect(page.getByText(/All rights reserved\./)).toHaveText([
      "© 2024 AI Agent Platform. All rights reserved.",
    ]);
  }
});

/**
 * Clicks Copy Code once the page's copy listener is there (the chrome's script, which marks the
 * page hydrated once it runs): the button is plain markup, no island to wait for.
 */
async function clickCopyCode(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Copy Code" }).click();
}

test("Copy Code copies the embed snippet, then alerts 'Copied to clipboard!'", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  const dialogs = recordDialogs(page);
  await page.goto("/demo/PhoneDemo");
  await clickCopyCode(page);
  await expect.poll(() => dialogs).toEqual(["Copied to clipboard!"]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet("PhoneDemo"));
});

test("a failed copy is only logged as 'Failed to copy'", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  const dialogs = recordDialogs(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/demo/SMSDemo");
  await clickCopyCode(page);
  await expect.poll(() => errors.join("\n")).toContain("Failed to copy");
  expect(dialogs).toEqual([]);
});

test.describe("website demo", () => {
  test("a full-width chat with its spinner until the frame loads, and Copy Code", async ({
    page,
    context,
    expectNoAxeViolations,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/studio/chat/WebsiteDemo", async (route) => {
      await gate;
      await route.continue();
    });
    // Layout shifts while the page and its frame load.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });

    // The held frame keeps the load event back: wait for the document only.
    const response = await page.goto("/demo/WebsiteDemo", { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try the website agent");
    const frame = page.getByTitle("Website demo agent chat");
    await expect(frame).toHaveAttribute("src", `${BASE_URL}/studio/chat/WebsiteDemo`);
    await expect(frame).toHaveAttribute("allow", "microphone");
    const before = await frame.boundingBox();
    const main = await page.locator("#main").boundingBox();
    expect(before!.width).toBeGreaterThan(main!.width * 0.9);
    const spinner = page.getByRole("status").filter({ hasText: "Loading AI Agent..." });
    await expect(spinner).toBeVisible();

    release();
    await expect(spinner).toBeHidden();
    await expect(
      page.frameLocator('iframe[title="Website demo agent chat"]').getByRole("heading", {
        name: "Website Agent",
      }),
    ).toBeVisible();
    expect(await frame.boundingBox()).toEqual(before);
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);

    const dialogs = recordDialogs(page);
    await page.getByRole("button", { name: "Copy Code" }).click();
    await expect.poll(() => dialogs).toEqual(["Copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet("WebsiteDemo"));
    await expectNoAxeViolations();
  });

  test("without JavaScript the frame is shown without a spinner over it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/demo/WebsiteDemo`);
    await expect(page.getByTitle("Website demo agent chat")).toBeVisible();
    // The frame's spinner (the chat launcher's panel, closed, has one too).
    await expect(page.getByRole("main").getByText("Loading AI Agent...")).toBeHidden();
    await context.close();
  });
});
