import { integrations } from "#app/features/integrations/integrations.copy";
import { expect, test } from "./support/fixtures";

/** The richer channel pages that also serve these integrations (static routes win). */
const channelPageHeadings: Record<string, string> = {
  shopify: "The AI shopping assistant for Shopify stores",
  salesforce: "AI agents that work inside Salesforce",
};

test("every Learn more link answers 200 with a heading of its own", async ({ page }) => {
  await page.goto("/integrations");
  const links = page.getByRole("link", { name: /^Learn more about / });
  await expect(links).toHaveCount(16);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute("href")),
  );
  expect(hrefs).toEqual(integrations.map((i) => `/channels/${i.slug}`));

  const headings = new Set<string>();
  for (const integration of integrations) {
    const response = await page.goto(`/channels/${integration.slug}`, {
      waitUntil: "domcontentloaded",
    });
    expect(response?.status(), integration.slug).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    const expected =
      channelPageHeadings[integration.slug] ?? `${integration.title} AI Agent Integration`;
    await expect(h1).toHaveText(expected);
    headings.add(expected);
  }
  expect(headings.size).toBe(16);
});

test("an integration page says what the agent does, how to set it up and links to the studio", async ({
  page,
}) => {
  await page.goto("/channels/hubspot");
  await expect(page).toHaveTitle(/^HubSpot AI Agent Integration \| /);
  await expect(
    page.getByRole("heading", { name: "What your agent does on HubSpot" }),
  ).toBeVisible();
  await expect(page.getByText(/captures every lead in the conversation/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Features", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lead capture", level: 3 })).toBeVisible();
  const setup = page.getByRole("region", { name: "Set up HubSpot in three steps" });
  await expect(setup.getByRole("listitem")).toHaveCount(3);
  await expect(setup.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Step 1: Connect HubSpot",
  );

  const studio = page.getByRole("link", { name: "Connect HubSpot (opens in a new tab)" });
  await expect(studio).toHaveAttribute("target", "_blank");
  await expect(studio).toHaveAttribute("href", /\/studio$/);

  // The other CRM integrations are one click away.
  const related = page.getByRole("region", {
    name: "More Customer Relationship Management integrations",
  });
  await expect(related.getByRole("link")).toHaveText([
    "Salesforce Sales Cloud",
    "ServiceNow",
    "Microsoft Dynamics 365",
  ]);
  await related.getByRole("link", { name: "ServiceNow" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "ServiceNow AI Agent Integration",
  );
});

test("an unknown integration answers the 404 page", async ({ page }) => {
  const response = await page.goto("/channels/no-such-platform");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

// Axe checks every integration page as loaded in pages.spec.ts.
