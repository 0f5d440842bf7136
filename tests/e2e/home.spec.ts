import type { Locator, Page } from "@playwright/test";

import { homeFaqs, howItWorksSteps } from "#app/features/home/home-page.copy";
import { homeTemplates } from "#app/features/home/home-templates.copy";
import { personas } from "#app/shared/persona-demo/personas.copy";
import { expect, test } from "./support/fixtures";
import { waitForElementHydration } from "./support/hydration";

/** The send arrow is disabled only once the page is hydrated (without JS it must submit). */
async function gotoHydrated(page: Page, path = "/") {
  const response = await page.goto(path);
  await expect(
    page.getByRole("button", { name: "Create agent from this description" }),
  ).toBeDisabled();
  return response;
}

/**
 * Fake timers that stand still: after install() the page's clock still flows in real time, so
 * pause it once the page is up. Nothing animates off screen, so the jump ahead fires nothing.
 */
async function gotoWithPausedClock(page: Page, path = "/") {
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  await gotoHydrated(page, path);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

const prompt = (page: Page) => page.getByRole("textbox", { name: "Describe your AI agent" });

test.describe("home page", () => {
  test("renders with its heading and structured data", async ({ page }) => {
    const response = await gotoHydrated(page);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Build AI agents that talk like your best people",
    );
    await expect(page).toHaveTitle("AI Agent Platform");

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));
    expect(blocks.map((block) => block["@type"]).sort()).toEqual(["Organization", "WebSite"]);
    const organization = blocks.find((block) => block["@type"] === "Organization")!;
    expect(organization).toMatchObject({ name: "AI Agent Platform" });
    expect(String(organization.url)).toMatch(/^http:\/\/localhost:\d+\/$/);

    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
  });

  test("has no axe violations with a template chosen and the whole chat shown", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page);
    await page.getByRole("button", { name: "Product Recommender" }).click();
    await page.getByRole("button", { name: "Operations", exact: true }).click();
    await expect(page.getByText(personas[3]!.exchange[1].agent)).toBeVisible();
    await expectNoAxeViolations();
  });

  test("its largest contentful paint is text, not an image", async ({ page }) => {
    await page.goto("/");
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string | undefined; url: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & {
              element: Element | null;
              url: string;
            })[];
            const last = entries[entries.length - 1]!;
            resolve({ tag: last.element?.tagName, url: last.url });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcp.url).toBe("");
    expect(["H1", "P"]).toContain(lcp.tag);
  });
});

test.describe("hero", () => {
  test("a chip fills the prompt, is pressed, and the preview follows it", async ({ page }) => {
    await gotoHydrated(page);
    const preview = page.getByRole("complementary", { name: "Agent preview" });
    for (const template of homeTemplates) {
      await expect(page.getByRole("button", { name: template.title })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
    }
    await page.getByRole("button", { name: "Sales Assistant" }).click();
    await expect(prompt(page)).toHaveValue(homeTemplates[1]!.prompt);
    await expect(page.getByRole("button", { name: "Sales Assistant" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(preview).toContainText(homeTemplates[1]!.preview.customerMessage);
    await expect(preview).toContainText(homeTemplates[1]!.preview.agentReply);

    await page.getByRole("button", { name: "Product Recommender" }).click();
    await expect(prompt(page)).toHaveValue(homeTemplates[4]!.prompt);
    await expect(page.getByRole("button", { name: "Sales Assistant" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(preview).toContainText(homeTemplates[4]!.preview.agentReply);

    // Editing the text keeps the selection.
    await prompt(page).fill("My own words");
    await expect(page.getByRole("button", { name: "Product Recommender" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("the prompt grows past 100 characters; the send arrow needs text", async ({ page }) => {
    await gotoHydrated(page);
    const send = page.getByRole("button", { name: "Create agent from this description" });
    await expect(prompt(page)).toHaveAttribute("rows", "2");
    const shortHeight = (await prompt(page).boundingBox())!.height;
    await prompt(page).fill("   ");
    await expect(send).toBeDisabled();
    await prompt(page).fill("a".repeat(100));
    await expect(send).toBeEnabled();
    await expect(prompt(page)).toHaveAttribute("rows", "2");
    await prompt(page).fill("a".repeat(101));
    await expect(prompt(page)).toHaveAttribute("rows", "4");
    expect((await prompt(page).boundingBox())!.height).toBeGreaterThan(shortHeight);
  });

  test("Watch Demo and Create Your Agent bring focus to the prompt box", async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole("button", { name: "Watch Demo" }).click();
    await expect(prompt(page)).toBeFocused();
    await expect(prompt(page)).toBeInViewport();

    await page.getByRole("button", { name: "Get Started Free" }).focus();
    await page.getByRole("button", { name: "Create Your Agent" }).click();
    await expect(prompt(page)).toBeFocused();
  });

  test("Watch Demo scrolls the prompt box back into view", async ({ page }) => {
    await gotoHydrated(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Watch Demo" }).evaluate((button) => {
      window.scrollTo(0, 400);
      (button as HTMLButtonElement).click();
    });
    await expect(prompt(page)).toBeFocused();
    await expect(prompt(page)).toBeInViewport({ ratio: 1 });
  });
});

test.describe("sections", () => {
  test("eight channel cards link their Try Demo to the demo pages", async ({ page }) => {
    await page.goto("/");
    const links = page.locator("#channels").getByRole("link", { name: "Try Demo" });
    await expect(links).toHaveCount(8);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(hrefs).toEqual([
      "/demo/ConversationalDemo",
      "/demo/WhatsAppDemo",
      "/demo/VoiceDemo",
      "/demo/MobileDemo",
      "/demo/PhoneDemo",
      "/demo/WebsiteDemo",
      "/demo/KioskDemo",
      "/demo/SMSDemo",
    ]);
  });

  test("tiles rise into view only for visitors who have not asked for less motion", async ({
    page,
  }) => {
    const animationOf = () =>
      page
        .locator("#channels .enter-rise")
        .first()
        .evaluate((tile) => getComputedStyle(tile).animationName);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    expect(await animationOf()).toBe("rise");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animationOf()).toBe("none");
  });

  test("16 platforms in 4 groups, each opening the studio in a new tab", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#integrations");
    const groups = {
      "Content Management": ["WordPress", "AEM", "SharePoint", "Bubble.io"],
      eCommerce: ["Shopify", "Adobe Commerce Cloud", "Salesforce Commerce Cloud", "Spryker"],
      "Enterprise Resource Planning": [
        "Odoo",
        "SAP Business One",
        "Microsoft Business Central",
        "Frappe NextGen",
      ],
      "Customer Relationship Management": [
        "Salesforce Sales Cloud",
        "ServiceNow",
        "Microsoft Dynamics 365",
        "HubSpot",
      ],
    };
    for (const [group, platforms] of Object.entries(groups)) {
      const region = section.getByRole("region", { name: group, exact: true });
      const cards = region.getByRole("link");
      await expect(cards).toHaveCount(4);
      for (const [index, platform] of platforms.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAccessibleName(`${platform} (opens in a new tab)`);
        await expect(card).toHaveAttribute("target", "_blank");
        await expect(card).toHaveAttribute("href", /\/studio$|^https?:\/\/[^/]+\/?$/);
      }
    }
    // No CDN is configured on this server: the fallback icon shows, with no failing request.
    await expect(section.getByTestId("integration-logo-fallback")).toHaveCount(16);
    await expect(section.locator("img")).toHaveCount(0);
  });

  test("FAQ: 8 questions, several open at once", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    const items = faq.locator("details");
    await expect(items).toHaveCount(8);
    expect(homeFaqs).toHaveLength(8);
    await faq.getByText(homeFaqs[0]!.question).click();
    await faq.getByText(homeFaqs[5]!.question).click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(5)).toHaveAttribute("open", "");
    await expect(faq.getByText(homeFaqs[0]!.answer)).toBeVisible();
    await expect(faq.getByText(homeFaqs[5]!.answer)).toBeVisible();
    await faq.getByText(homeFaqs[0]!.question).click();
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(5)).toHaveAttribute("open", "");
  });

  test("closes with a call to action", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("heading", { name: "Ready to build your first AI agent?" });
    await expect(cta).toBeVisible();
    await expect(page.getByRole("link", { name: /^Start Building Free/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.getByRole("link", { name: "Talk to Sales" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("persona demo", () => {
  const chat = (page: Page) => page.getByTestId("persona-chat");
  const player = (page: Page) => page.locator("[data-playing]");

  async function expectLines(chatLog: Locator, shown: string[], hidden: string[]) {
    for (const text of shown) await expect(chatLog.getByText(text)).toBeVisible();
    for (const text of hidden) await expect(chatLog.getByText(text)).toHaveCount(0);
  }

  test("choosing a persona resets the chat and reveals it at 1 s, 3 s and 5 s", async ({
    page,
  }) => {
    await gotoWithPausedClock(page);
    await page.locator("#persona-demo").scrollIntoViewIfNeeded();
    await expect(player(page)).toHaveAttribute("data-playing", "true");

    const sales = personas[1]!;
    await page.getByRole("button", { name: sales.label, exact: true }).click();
    await expect(page.getByRole("button", { name: sales.label, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const [first, second] = sales.exchange;
    const all = [first.user, first.agent, second.user, second.agent];
    await expectLines(chat(page), [], all);

    await page.clock.runFor(999);
    await expectLines(chat(page), [], all);
    await page.clock.runFor(1);
    await expectLines(chat(page), [first.user], [first.agent, second.user, second.agent]);
    await page.clock.runFor(1999);
    await expectLines(chat(page), [first.user], [first.agent]);
    await page.clock.runFor(1);
    await expectLines(chat(page), [first.user, first.agent], [second.user, second.agent]);
    await page.clock.runFor(1999);
    await expectLines(chat(page), [], [second.user, second.agent]);
    await page.clock.runFor(1);
    await expectLines(chat(page), all, []);

    // Choosing again (even the same persona) starts over.
    await page.getByRole("button", { name: sales.label, exact: true }).click();
    await expectLines(chat(page), [], all);
    await page.getByRole("button", { name: "Marketing", exact: true }).click();
    await page.clock.runFor(1000);
    await expectLines(chat(page), [personas[2]!.exchange[0].user], [first.user]);
  });

  test("its first exchange is in the server's HTML, then the second one plays", async ({
    page,
    request,
  }) => {
    const [first, second] = personas[0]!.exchange;
    // As React writes text into HTML.
    const asHtml = (text: string) =>
      text
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;")
        .replaceAll('"', "&quot;")
        .replaceAll("'", "&#x27;");
    const html = await (await request.get("/")).text();
    const chatStart = html.indexOf('data-testid="persona-chat"');
    expect(chatStart).toBeGreaterThan(0);
    // Shown before any script runs: outside the no-script copy.
    const shownWithoutScript = html.slice(chatStart, html.indexOf("<noscript", chatStart));
    expect(shownWithoutScript).toContain(asHtml(first.user));
    expect(shownWithoutScript).toContain(asHtml(first.agent));
    expect(shownWithoutScript).not.toContain(asHtml(second.user));

    await gotoWithPausedClock(page);
    await page.locator("#persona-demo").scrollIntoViewIfNeeded();
    await expect(player(page)).toHaveAttribute("data-playing", "true");
    await expectLines(chat(page), [first.user, first.agent], [second.user, second.agent]);
    await page.clock.runFor(2000);
    await expectLines(chat(page), [first.user, first.agent, second.user, second.agent], []);
  });

  test("pauses while the tab is hidden", async ({ page }) => {
    await gotoWithPausedClock(page);
    // The demo hydrates after the first view (lazy chunk): wait for it before choosing.
    await page.locator("#persona-demo").scrollIntoViewIfNeeded();
    await expect(player(page)).toHaveAttribute("data-playing", "true");
    await page.getByRole("button", { name: "Operations", exact: true }).click();
    await expect(player(page)).toHaveAttribute("data-playing", "true");
    const [first] = personas[3]!.exchange;
    await page.clock.runFor(1000);
    await expectLines(chat(page), [first.user], [first.agent]);

    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", {
          configurable: true,
          get: () => value,
        });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await setVisibility("hidden");
    await expect(player(page)).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(10_000);
    await expectLines(chat(page), [first.user], [first.agent]);
    await setVisibility("visible");
    await expect(player(page)).toHaveAttribute("data-playing", "true");
    await page.clock.runFor(2000);
    await expectLines(chat(page), [first.user, first.agent], []);
  });

  test("with reduced motion every line shows at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithPausedClock(page);
    await page.getByRole("button", { name: "Customer Support", exact: true }).click();
    const [first, second] = personas[0]!.exchange;
    await expectLines(chat(page), [first.user, first.agent, second.user, second.agent], []);
  });

  test("its input and Send button are honestly switched off", async ({ page }) => {
    await page.goto("/");
    const demo = page.locator("#persona-demo");
    await expect(demo.getByRole("textbox", { name: "Message" })).toBeDisabled();
    await expect(demo.getByRole("button", { name: "Send" })).toBeDisabled();
    await expect(demo.getByText("This is a scripted preview")).toBeVisible();
    await expect(demo.getByRole("link", { name: "Chat with a live demo agent" })).toHaveAttribute(
      "href",
      "/demo/WebsiteDemo",
    );
  });
});

test.describe("how it works", () => {
  const section = (page: Page) => page.locator("#how-it-works");
  const stepButton = (page: Page, index: number) =>
    section(page).getByRole("button", {
      name: `Step ${index + 1}: ${howItWorksSteps[index]!.title}`,
    });
  const current = (page: Page) => section(page).locator('[aria-current="true"]');

  test("advances one feature every 1.5 s, then the next step, wrapping", async ({ page }) => {
    await gotoWithPausedClock(page);
    // Off screen it stands still.
    await expect(section(page).locator("ol")).toHaveAttribute("data-running", "false");
    await page.clock.runFor(4500);
    await expect(current(page)).toHaveText(howItWorksSteps[0]!.features[0]!);

    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).locator("ol")).toHaveAttribute("data-running", "true");
    await expect(stepButton(page, 0)).toHaveAttribute("aria-pressed", "true");
    for (const [stepIndex, step] of howItWorksSteps.entries()) {
      for (const feature of step.features) {
        await expect(current(page)).toHaveText(feature);
        await expect(stepButton(page, stepIndex)).toHaveAttribute("aria-pressed", "true");
        await page.clock.runFor(1499);
        await expect(current(page)).toHaveText(feature);
        await page.clock.runFor(1);
      }
    }
    // Wrapped around to the first step.
    await expect(stepButton(page, 0)).toHaveAttribute("aria-pressed", "true");
    await expect(current(page)).toHaveText(howItWorksSteps[0]!.features[0]!);
  });

  test("a visitor can pick a step", async ({ page }) => {
    await gotoWithPausedClock(page);
    // The section hydrates when it comes into view (an island of its own).
    await section(page).scrollIntoViewIfNeeded();
    await waitForElementHydration(stepButton(page, 2));
    await stepButton(page, 2).click();
    await expect(stepButton(page, 2)).toHaveAttribute("aria-pressed", "true");
    await expect(stepButton(page, 0)).toHaveAttribute("aria-pressed", "false");
    await expect(current(page)).toHaveText(howItWorksSteps[2]!.features[0]!);
    await page.clock.runFor(1500);
    await expect(current(page)).toHaveText(howItWorksSteps[2]!.features[1]!);
  });

  test("stops with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithPausedClock(page);
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).locator("ol")).toHaveAttribute("data-running", "false");
    await page.clock.runFor(6000);
    await expect(current(page)).toHaveText(howItWorksSteps[0]!.features[0]!);
    // A click before hydration is replayed on a timer, which the paused clock would hold.
    await waitForElementHydration(stepButton(page, 1));
    await stepButton(page, 1).click();
    await expect(current(page)).toHaveText(howItWorksSteps[1]!.features[0]!);
  });
});
