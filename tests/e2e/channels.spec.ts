import { channelPageSlugs } from "#app/shared/copy/slugs.copy";
import { page as app } from "#app/features/channels/app-page.copy";
import { page as chatbot } from "#app/features/channels/chatbot-page.copy";
import { page as salesforce } from "#app/features/channels/salesforce-page.copy";
import { page as shopify } from "#app/features/channels/shopify-page.copy";
import { page as standalone } from "#app/features/channels/standalone-page.copy";
import { page as voice } from "#app/features/channels/voice-page.copy";
import { page as whatsapp, whatsappChannel } from "#app/features/channels/whatsapp-page.copy";
import { page as zendesk } from "#app/features/channels/zendesk-page.copy";
import { expect, test } from "./support/fixtures";
import { expectNoIconCards, expectNumberedRows } from "./support/numbered-list";

const headings: Record<(typeof channelPageSlugs)[number], string> = {
  standalone: standalone.heading,
  chatbot: chatbot.heading,
  voice: voice.heading,
  whatsapp: whatsapp.heading,
  app: app.heading,
  shopify: shopify.heading,
  salesforce: salesforce.heading,
  zendesk: zendesk.heading,
};

for (const slug of channelPageSlugs) {
  test(`/channels/${slug}: heading, features, metrics, steps, calls to action`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(`/channels/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[slug]);

    const main = page.getByRole("main");
    // feature cards, metrics and numbered steps
    await expect(page.locator("#features").getByRole("listitem")).toHaveCount(6);
    await expect(page.locator("#results").getByRole("definition")).toHaveCount(4);
    await expect(page.locator("#how-it-works").getByRole("listitem")).toHaveCount(3);
    // calls to action: the studio in a new tab, and another page of the site
    const studioLinks = main.getByRole("link", { name: /\(opens in a new tab\)$/ });
    expect(await studioLinks.count()).toBeGreaterThanOrEqual(2);
    await expect(studioLinks.first()).toHaveAttribute("target", "_blank");
    await expect(studioLinks.first()).toHaveAttribute("href", /\/studio$/);

    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
    expect(errors, "console errors (hydration)").toEqual([]);
  });
}

test("every entry of the Channels menu leads to a real page", async ({ page, request }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Channels" }).click();
  const entries = page.getByRole("navigation", { name: "Main" }).getByRole("link");
  await expect(entries.first()).toBeVisible();
  const hrefs = await entries.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
  );
  const channelHrefs = hrefs.filter(
    (href) => href.startsWith("/channels/") || href === "/integrations",
  );
  expect(new Set(channelHrefs)).toEqual(
    new Set(["/integrations", ...channelPageSlugs.map((slug) => `/channels/${slug}`)]),
  );
  for (const href of channelHrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  // and following one of them in the browser shows its page
  await page.getByRole("link", { name: /^Mobile App/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.app);
});

test("the Shopify page shows the suite, install steps and the three plans with prices", async ({
  page,
}) => {
  await page.goto("/channels/shopify");
  const suite = page.getByRole("region", { name: "The complete Shopify AI suite" });
  await expect(suite.getByRole("listitem")).toHaveCount(8);
  await expect(page.locator("#how-it-works").getByRole("heading", { level: 3 })).toHaveText([
    "Step 1: Install the app",
    "Step 2: Sync your store",
    "Step 3: Go live",
  ]);

  const plans = page.getByRole("region", { name: "Plans for every store" });
  const starter = plans.getByRole("listitem", { name: "Starter" });
  const growth = plans.getByRole("listitem", { name: "Growth" });
  const enterprise = plans.getByRole("listitem", { name: "Enterprise" });
  await expect(starter).toContainText("$29/month");
  await expect(starter).toContainText("Up to 1,000 conversations per month");
  await expect(growth).toContainText("$79/month");
  await expect(growth).toContainText("Up to 5,000 conversations per month");
  await expect(growth).toContainText("Most Popular");
  await expect(enterprise).toContainText("$199/month");
  await expect(enterprise).toContainText("Unlimited conversations");
  await expect(plans.getByText("Most Popular")).toHaveCount(1);
  await expect(
    growth.getByRole("link", {
      name: "Start Free Trial with the Growth plan (opens in a new tab)",
    }),
  ).toHaveAttribute("target", "_blank");
});

test("the Salesforce and Zendesk pages list what they work with", async ({ page }) => {
  await page.goto("/channels/salesforce");
  await expect(
    page.getByRole("region", { name: "Works with the objects you use" }).getByRole("listitem"),
  ).toHaveCount(4);
  await page.goto("/channels/zendesk");
  await expect(
    page.getByRole("region", { name: "Fits the way your team works" }).getByRole("listitem"),
  ).toHaveCount(4);
});

test("/channels/whatsapp shows its features in a WhatsApp chat, not a grid of icon cards", async ({
  page,
  expectNoAxeViolations,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/channels/whatsapp");
    const features = page.locator("#features");
    const chat = features.getByRole("figure", { name: "A WhatsApp chat that shows each feature" });
    await expect(chat).toBeVisible();
    await expect(chat).toContainText("Where is my order #48213?");
    await expect(features.getByRole("heading", { level: 3 })).toHaveText(
      whatsappChannel.features.items.map((feature) => feature.title),
    );
    for (const feature of whatsappChannel.features.items) {
      await expect(features.getByText(feature.description, { exact: true })).toBeVisible();
    }
    await expectNoIconCards(features);
    await expectNumberedRows(features, whatsappChannel.features.items.length, 40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await expectNoAxeViolations();
});
