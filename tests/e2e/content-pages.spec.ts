import { expect, test } from "./support/fixtures";
import { expectNoIconCards, expectNumberedRows } from "./support/numbered-list";

/**
 * Product and company pages: status, heading, their names and figures. Axe checks each as loaded
 * in pages.spec.ts; here only a state a visit changes (the no-code builder's open answer).
 */

test("benefits: its figures", async ({ page }) => {
  const response = await page.goto("/benefits");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Benefits that show up on the balance sheet" }),
  ).toBeVisible();
  const stats = page.getByRole("definition");
  await expect(stats).toHaveText(["85%", "3x", "95%", "99.9%"]);
  await expect(page.getByRole("heading", { name: "24/7 availability" })).toBeVisible();
  await expect(page.getByText("7,000+ agents created in 50+ industries")).toBeVisible();
  await expect(
    page.getByText(
      "Start free forever with no credit card, or try Professional with a 14-day free trial.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Customer support with and without AI agents" }),
  ).toBeVisible();
});

test("use cases: six cards with a badge and three benefits, the stats and four industries", async ({
  page,
}) => {
  const response = await page.goto("/use-cases");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "What teams automate with AI agents",
  );
  const cards = page.locator("#use-cases > div > ul > li");
  const expected: [title: string, category: string][] = [
    ["Customer Support", "Service"],
    ["Lead Generation", "Sales"],
    ["E-commerce Assistant", "Retail"],
    ["Appointment Scheduling", "Operations"],
    ["Educational Support", "Education"],
    ["HR Assistance", "Human Resources"],
  ];
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    expected.map(([title]) => title),
  );
  for (const [index, [, category]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(category, { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(3);
  }
  await expect(page.getByRole("definition")).toHaveText(["500+", "85%", "3x", "95%"]);
  await expect(page.getByRole("term")).toHaveText([
    "companies",
    "cost reduction",
    "faster resolution",
    "satisfaction rate",
  ]);
  const industries = page.locator("#industries");
  await expect(industries.getByRole("heading", { level: 3 })).toHaveText([
    "Healthcare",
    "Retail",
    "Financial",
    "Education",
  ]);
  await expect(industries.getByRole("link", { name: "Financial agents" })).toHaveAttribute(
    "href",
    "/industry/financial-services",
  );
});

test("success stories: three case studies with metrics and quotes, and the collective stats", async ({
  page,
}) => {
  const response = await page.goto("/success-stories");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Results our customers measured",
  );
  await expect(page.getByRole("definition").first()).toBeVisible();
  const collective = page.getByLabel("Our customers together");
  await expect(collective.getByRole("definition")).toHaveText(["500+", "$50M+", "10M+", "94%"]);

  const studies = page.getByRole("article");
  await expect(studies).toHaveCount(3);
  const industries: string[] = [];
  for (const study of await studies.all()) {
    industries.push((await study.locator("p").first().textContent()) ?? "");
    for (const heading of ["The challenge", "The solution", "The results"]) {
      await expect(study.getByRole("heading", { level: 4, name: heading })).toBeVisible();
    }
    await expect(study.getByRole("term")).toHaveText([
      "ROI",
      "Time to value",
      "Customer satisfaction",
    ]);
    await expect(study.getByRole("definition")).toHaveText([
      /^\d+%$/,
      /^\d+ (days|weeks)$/,
      /^\d+%$/,
    ]);
    await expect(study.getByRole("blockquote")).toBeVisible();
  }
  expect(industries).toEqual(["Technology", "Healthcare", "E-commerce"]);
});

test("about: mission, impact figures, four values and a call to action", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "We help businesses talk to every customer",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
  await expect(page.getByLabel("Our impact").getByRole("definition")).toHaveText([
    "7,000+",
    "500+",
    "50+",
    "10M+",
  ]);
  const values = page.locator("#values").getByRole("heading", { level: 3 });
  await expect(values).toHaveText([
    "Customers first",
    "Simplicity wins",
    "Trust by design",
    "Humans in the loop",
  ]);
  // A numbered typographic list, not a grid of icon cards.
  await expect(page.getByRole("list", { name: "What we value" }).getByRole("listitem")).toHaveCount(
    4,
  );
  await expectNoIconCards(page.locator("#values"));
  await expectNumberedRows(page.locator("#values"), 4, 48);
  await expect(
    page.getByRole("link", { name: "Start Building Free (opens in a new tab)" }),
  ).toHaveAttribute("target", "_blank");
});

test("agents: hero, chat mock-up, eight demo cards linking to the studio, impact stats", async ({
  page,
}) => {
  const response = await page.goto("/agents");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The Future of Customer Service",
  );
  const chat = page.getByRole("figure").filter({ hasText: "Support Agent" });
  await expect(chat.getByRole("listitem")).toHaveCount(4);
  await expect(chat.getByText("Customer:").first()).toBeAttached();

  const demos = page.locator("#demos").getByRole("heading", { level: 3 });
  const names = [
    "Phone Agent",
    "Chatbot Agent",
    "WhatsApp Agent",
    "Voice Agent",
    "Messenger Agent",
    "Mobile App Agent",
    "Shopify Agent",
    "Presentation Agent",
  ];
  await expect(demos).toHaveText(names);
  for (const name of names) {
    const link = page.getByRole("link", {
      name: new RegExp(`^Try Demo\\s+of the ${name}\\s+\\(opens in a new tab\\)$`),
    });
    await expect(link).toHaveAttribute("href", /\/studio$/);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  const impact = page.getByLabel("Impact of AI agents");
  await expect(impact.getByRole("definition")).toHaveText(["85%", "3x", "95%", "24/7"]);
  await expect(impact.getByRole("term")).toHaveText([
    "cost reduction",
    "faster responses",
    "customer satisfaction",
    "availability",
  ]);
});

test("agents is reachable from the footer", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "AI Agents" }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The Future of Customer Service",
  );
});

test("no-code builder: four steps, features and FAQ", async ({ page, expectNoAxeViolations }) => {
  const response = await page.goto("/no-code-builder");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The no-code builder for conversational AI",
  );
  await expect(page.locator("#steps ol > li")).toHaveCount(4);
  await expect(page.locator("#features").getByRole("heading", { level: 3 })).toHaveCount(6);
  const question = page.getByText("Do I need any technical skills?");
  await question.click();
  await expect(page.getByText(/If you can write an e-mail/)).toBeVisible();
  await expectNoAxeViolations();
});

test("security and compliance: every security claim as text", async ({ page }) => {
  const response = await page.goto("/security-compliance");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Enterprise-grade security and compliance",
  );
  await expect(page.getByLabel("Security at a glance").getByRole("definition")).toHaveText([
    "TLS 1.3",
    "AES-256",
    "99.9%",
    "24/7",
  ]);
  for (const standard of ["SOC 2 Type II", "ISO 27001", "GDPR", "HIPAA ready"]) {
    await expect(page.getByRole("heading", { level: 3, name: standard })).toBeVisible();
  }
  await expect(page.getByRole("term").filter({ hasText: "Role-based access" })).toBeVisible();
});

test("ConvExchange: listings, steps and publishing", async ({ page }) => {
  const response = await page.goto("/convexchange");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "ConvExchange: the exchange for proven conversations",
  );
  await expect(page.locator("#listings").getByRole("heading", { level: 3 })).toHaveText([
    "Agents",
    "Conversation flows",
    "Knowledge packs",
  ]);
  await expect(page.locator("#reuse ol > li")).toHaveCount(4);
  await expect(page.getByRole("heading", { level: 2, name: "Share what works" })).toBeVisible();
});
