import { expect, test } from "./support/fixtures";
import {
  type FakeService,
  json,
  type SiteServer,
  startFakeService,
  startSiteServer,
} from "./support/servers";
import { waitForHydration } from "./support/hydration";
import { expectNoXss, watchDialogs, xssPayloads } from "./support/xss";

/** The templates gallery against a fake platform API: hostile content, failures, slowness. */

const TIMEOUT_MS = 3000;

const templates = [
  {
    _id: "evil-1",
    agentId: { name: "Friendly <script>window.__xss='name'</script> Agent" },
    description: xssPayloads,
    tags: ["<img src=x onerror=alert('tag')>", "security"],
    category: "customer-service",
    bannerImage: "javascript:alert('banner')",
  },
  {
    _id: "plain-2",
    agentId: { name: "Plain Helper" },
    description: "<p>A <em>plain</em> helper for hr questions.</p>",
    tags: ["hr"],
    category: "hr",
    bannerImage: "/media/templates/hr-1.svg",
  },
];

type Scenario = "malicious" | "fail" | "invalid" | "slow";
let scenario: Scenario = "malicious";
let fake: FakeService;
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(150_000); // a second server with its own database: slow on a busy machine
  fake = await startFakeService(async (request, response) => {
    if (request.url !== "/agentTemplate/getTemplates") return json(response, 404, {});
    if (scenario === "fail") return json(response, 500, { error: "boom" });
    if (scenario === "invalid") return json(response, 200, { data: { items: [] } });
    if (scenario === "slow") await new Promise((resolve) => setTimeout(resolve, 4 * TIMEOUT_MS));
    json(response, 200, { data: { data: templates } });
  });
  site = await startSiteServer({
    API_URL: fake.url,
    OUTBOUND_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await fake?.close();
});

test("hostile descriptions are sanitized and run no script", async ({ page }) => {
  scenario = "malicious";
  const dialogs = watchDialogs(page);
  const response = await page.goto(`${site.url}/templates`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const card = page.getByRole("article").filter({ hasText: "Friendly" });
  // Names and tags are text, not markup.
  await expect(card.getByRole("heading")).toHaveText(
    "Friendly <script>window.__xss='name'</script> Agent",
  );
  await expect(card.getByText("<img src=x onerror=alert('tag')>")).toBeVisible();
  // The banner with a javascript: URL is not rendered; the other card keeps its image.
  await expect(card.locator("img")).toHaveCount(0);
  await expect(
    page.getByRole("article").filter({ hasText: "Plain Helper" }).locator("img"),
  ).toHaveAttribute("src", "/media/templates/hr-1.svg");

  // Open the preview so the whole description shows, then try the stripped link.
  await card.getByRole("button", { name: /Preview/ }).click();
  await card.getByText("harmless looking link").click();
  await expect(card.getByRole("link", { name: "external link" })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow",
  );
  await expectNoXss(page, dialogs);
});

test("the search matches the description's text, not its markup", async ({ page }) => {
  scenario = "malicious";
  await page.goto(`${site.url}/templates`);
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search templates" });
  const count = page.getByRole("status").filter({ hasText: "templates found" });
  await search.fill("harmless looking");
  await expect(count).toHaveText("1 templates found");
  await search.fill("onerror");
  await expect(count).toHaveText("1 templates found"); // the tag text, not the description
  await search.fill("window.__xss");
  await expect(count).toHaveText("1 templates found"); // the name text
  await search.fill("ontoggle");
  await expect(count).toHaveText("0 templates found");
});

for (const failing of ["fail", "invalid"] as const) {
  test(`a ${failing === "fail" ? "failing" : "malformed"} API leaves the list empty, silently`, async ({
    page,
  }) => {
    scenario = failing;
    const response = await page.goto(`${site.url}/templates`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "templates found" })).toHaveText(
      "0 templates found",
    );
    await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/error|failed/i);
    await expect.poll(() => site.output()).toContain("templates: could not load");
  });
}

test("a slow API never holds the page longer than the outbound timeout", async ({ page }) => {
  scenario = "slow";
  const started = Date.now();
  // Until the answer arrives: the server's hold, not the browser's load and hydration after it.
  const response = await page.goto(`${site.url}/templates`, { waitUntil: "commit" });
  const elapsed = Date.now() - started;
  expect(response?.status()).toBe(200);
  // It did wait for the API, then gave up long before the API's answer (4 × the timeout), with
  // room for a loaded machine (docs/PERFORMANCE.md, "Test time").
  expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
  expect(elapsed).toBeLessThan(3 * TIMEOUT_MS);
  await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
});
