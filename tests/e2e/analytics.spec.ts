import type { Page } from "@playwright/test";

import { fillContactForm, validContact } from "./support/contact";
import { collectedEvents, startFakeAnalytics } from "./support/fake-analytics";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { type FakeService, type SiteServer, startSiteServer } from "./support/servers";

/**
 * Analytics against a fake collector configured through the environment: nothing reaches it
 * before a choice, after Decline or the close icon, or after consent is withdrawn on /cookies;
 * after "Accept All" it gets one page view per navigation and each named conversion; and the
 * CSP never blocks anything on the way.
 */

test.use({ freshVisitor: true });
test.describe.configure({ mode: "serial" });

/** Records CSP violations and console errors in the page, from before any script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return async () => {
    const inPage = await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
      .catch(() => [] as string[]);
    return [...inPage, ...errors];
  };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const quiet = (page: Page) => page.waitForTimeout(1500);
const clientNavigate = (page: Page, link: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();

/** Starts the fake collector and a site configured for it ("{fake}" in values is its URL). */
async function startWith(env: Readonly<Record<string, string>>) {
  const collector = await startFakeAnalytics();
  const site = await startSiteServer(
    Object.fromEntries(
      Object.entries(env).map(([name, value]) => [name, value.replace("{fake}", collector.url)]),
    ),
  );
  return { collector, site };
}

test.describe("plausible", () => {
  let collector: FakeService;
  let site: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ collector, site } = await startWith({
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_SITE_ID: "site.example",
      ANALYTICS_SCRIPT_URL: "{fake}/plausible.js",
    }));
  });
  test.afterAll(async () => {
    await site?.stop();
    await collector?.close();
  });
  test.beforeEach(() => {
    collector.requests.length = 0;
  });

  test("the CSP allows exactly the script and the collector", async ({ request }) => {
    const csp = (await request.get(`${site.url}/pricing`)).headers()["content-security-policy"]!;
    // A page of islands allows its inline scripts by their hashes, and nothing else inline.
    expect(csp).toMatch(
      new RegExp(`script-src 'self' ${collector.url}/plausible\\.js( 'sha256-[^']+')+;`),
    );
    expect(csp).toContain(`connect-src 'self' ${collector.url};`);
  });

  test("nothing before a choice, nothing after Decline, nothing after the close icon", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await page.getByRole("button", { name: "Chat with our AI agent" }).click();
    await clientNavigate(page, "Integrations");
    await expect(page).toHaveURL(/\/integrations$/);
    await quiet(page);
    expect(collector.requests).toEqual([]);

    await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await quiet(page);
    await page.reload();
    await waitForHydration(page);
    await quiet(page);
    expect(collector.requests).toEqual([]);

    // The close icon is a Decline too.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${site.url}/`);
    await banner(page).getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Chat with our AI agent" }).click();
    await quiet(page);
    expect(collector.requests).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test("after Accept All: page views on every navigation and each named event; none after withdrawal", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    const events = () => collectedEvents(collector.requests);
    const named = (name: string) => events().filter((event) => event.name === name);

    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => named("pageview").map((event) => event.path)).toEqual(["/"]);

    // A client-side navigation is one more page view.
    await clientNavigate(page, "Integrations");
    await expect(page).toHaveURL(/\/integrations$/);
    await expect
      .poll(() => named("pageview").map((event) => event.path))
      .toEqual(["/", "/integrations"]);

    // Start Building (opens the studio in a new tab).
    const studio = context.waitForEvent("page");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Start Building/ })
      .first()
      .click();
    await (await studio).close();
    await expect.poll(() => named("Start Building Click")).toHaveLength(1);

    // A demo opened.
    await page.getByRole("button", { name: "Chat with our AI agent" }).click();
    await expect.poll(() => named("Demo Opened")).toHaveLength(1);

    // The calculator: once per page however many edits.
    await page.goto(`${site.url}/roi-calculator`);
    await waitForHydration(page);
    const employees = page.getByRole("spinbutton", { name: "Support employees" });
    await employees.fill("12");
    await employees.fill("15");
    await expect.poll(() => named("Calculator Used")).toHaveLength(1);
    await quiet(page);
    expect(named("Calculator Used")).toEqual([
      { name: "Calculator Used", path: "/roi-calculator", props: { calculator: "roi" } },
    ]);

    // Use Template.
    await page.goto(`${site.url}/templates`);
    await waitForHydration(page);
    const template = context.waitForEvent("page");
    await page
      .getByRole("link", { name: /Use Template/ })
      .first()
      .click();
    await (await template).close();
    await expect.poll(() => named("Use Template Click")).toHaveLength(1);

    // WhatsApp lookup.
    await page.goto(`${site.url}/demo/WhatsappDemo`);
    await waitForHydration(page);
    const whatsapp = context.waitForEvent("page");
    const lookUp = page.getByRole("button", { name: "Chat on WhatsApp" });
    await lookUp.click();
    // The tab stays open until the lookup has answered (the button is enabled again): closed
    // earlier, the answer opens another tab, racing the next navigation here.
    await expect(lookUp).toBeEnabled();
    await (await whatsapp).close();
    await expect.poll(() => named("WhatsApp Lookup")).toHaveLength(1);

    // Inquiry sent.
    await page.goto(`${site.url}/contact`);
    await waitForHydration(page);
    await fillContactForm(page, validContact("Analytics test"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect.poll(() => named("Inquiry Sent")).toHaveLength(1);

    // Agent creation started and succeeded.
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page
      .getByRole("textbox", { name: "Describe your AI agent" })
      .fill("An agent that books table reservations");
    await page.getByRole("button", { name: "Create agent from this description" }).click();
    await expect.poll(() => named("Agent Creation Started")).toHaveLength(1);
    await expect.poll(() => named("Agent Created")).toHaveLength(1);

    // Withdrawing consent on /cookies stops everything, on this page and after a reload.
    await page.goto(`${site.url}/cookies`);
    await waitForHydration(page);
    await expect(page.getByText("Plausible Analytics").first()).toBeVisible();
    await page.getByRole("button", { name: "Change cookie choice" }).click();
    await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
    await quiet(page);
    const before = collector.requests.length;
    await expect(page.locator("script[data-analytics]")).toHaveCount(0);
    await page.getByRole("button", { name: "Chat with our AI agent" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await page.reload();
    await waitForHydration(page);
    await quiet(page);
    expect(collector.requests.slice(before)).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

for (const [provider, env] of [
  [
    "umami",
    {
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_SITE_ID: "0c2a1f8e-website",
      ANALYTICS_SCRIPT_URL: "{fake}/umami.js",
    },
  ],
  [
    "ga4",
    {
      ANALYTICS_PROVIDER: "ga4",
      ANALYTICS_SITE_ID: "G-FAKE123",
      ANALYTICS_SCRIPT_URL: "{fake}/gtag.js?id=G-FAKE123",
      ANALYTICS_COLLECT_URL: "{fake}/g/collect",
    },
  ],
] as const) {
  test(`${provider}: nothing before a choice; page views and events after Accept All`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { collector, site } = await startWith(env);
    try {
      const violations = await watchCsp(page);
      const named = (name: string) =>
        collectedEvents(collector.requests).filter((event) => event.name === name);
      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      await quiet(page);
      expect(collector.requests).toEqual([]);
      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await expect.poll(() => named("pageview").map((event) => event.path)).toEqual(["/"]);
      await clientNavigate(page, "Integrations");
      await expect
        .poll(() => named("pageview").map((event) => event.path))
        .toEqual(["/", "/integrations"]);
      await page.getByRole("button", { name: "Chat with our AI agent" }).click();
      const demoEvent = provider === "ga4" ? "demo_opened" : "Demo Opened";
      await expect.poll(() => named(demoEvent)).toHaveLength(1);
      expect(await violations()).toEqual([]);
    } finally {
      await site.stop();
      await collector.close();
    }
  });
}
