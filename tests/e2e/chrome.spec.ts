import { footerColumns, navMenus } from "#app/shared/layout/navigation.copy";
import { company } from "#app/shared/copy/facts.copy";
import { notFoundPageCopy } from "#app/features/not-found/not-found.copy";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { BASE_URL } from "./support/servers";

/** The paths of each dropdown (docs/requirements/site.md, "Navigation bar"). */
const specMenus = {
  Pricing: ["/pricing", "/pay-as-you-go", "/roi-calculator"],
  Explore: [
    "/no-code-builder",
    "/use-cases",
    "/industry-use-cases",
    "/benefits",
    "/success-stories",
    "/about",
  ],
  Channels: [
    "/integrations",
    "/channels/standalone",
    "/channels/chatbot",
    "/channels/voice",
    "/channels/whatsapp",
    "/channels/app",
    "/channels/shopify",
    "/channels/salesforce",
    "/channels/zendesk",
  ],
};

test.describe("navigation bar on large screens", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [label, paths] of Object.entries(specMenus)) {
    test(`the ${label} dropdown holds exactly its links, each with title, subtitle and description`, async ({
      page,
    }) => {
      await page.goto("/about");
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: label });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const links = nav
        .locator("li")
        .filter({ has: page.getByRole("button", { name: label }) })
        .getByRole("link");
      await expect(links).toHaveCount(paths.length);
      expect(
        await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href"))),
      ).toEqual(paths);
      const menu = navMenus.find((candidate) => candidate.label === label)!;
      for (const entry of menu.entries) {
        const link = links.filter({ has: page.getByText(entry.title, { exact: true }) });
        await expect(link).toContainText(entry.subtitle);
        await expect(link).toContainText(entry.description);
      }
    });
  }

  test("dropdowns work from the keyboard: open, arrow between links, Escape closes", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Pricing" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Pricing Plans/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Pay As You Go/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    // Arrow keys move between the triggers too.
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Explore" })).toBeFocused();
  });

  test("choosing a dropdown entry navigates there", async ({ page }) => {
    await page.goto("/about");
    // A click before hydration opens nothing: the dropdown is the page's script.
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Explore" }).click();
    await nav.getByRole("link", { name: /Success Stories/ }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
  });

  test("Templates, Integrations and Contact Us are plain links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Templates", exact: true })).toHaveAttribute(
      "href",
      "/templates",
    );
    await expect(nav.getByRole("link", { name: "Integrations", exact: true })).toHaveAttribute(
      "href",
      "/integrations",
    );
    await expect(nav.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("Start Building opens the studio in a new tab", async ({ page, context }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const [studio] = await Promise.all([
      context.waitForEvent("page"),
      banner.getByRole("link", { name: /Start Building/ }).click(),
    ]);
    await studio.waitForLoadState();
    expect(studio.url()).toBe(`${BASE_URL}/studio`);
    await expect(studio.getByRole("heading", { level: 1 })).toContainText("Studio");
  });
});

test.describe("navigation menu on small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Issue 55 adds the rest of the site after these five (mobile-menu.spec.ts).
  test("the toggle opens a menu with the five entries first and choosing a link closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const links = menu.getByRole("link");
    await expect(links.nth(0)).toHaveAttribute("href", "/pricing");
    await expect(links.nth(1)).toHaveAttribute("href", "/pay-as-you-go");
    await expect(links.nth(2)).toHaveAttribute("href", "/roi-calculator");
    await expect(links.nth(3)).toHaveAttribute("href", "/contact");
    await expect(links.nth(4)).toHaveAttribute("href", `${BASE_URL}/studio`);
    await expect(links.nth(4)).toHaveAttribute("target", "_blank");

    await menu.getByRole("link", { name: "Pay As You Go" }).click();
    await expect(page).toHaveURL(/\/pay-as-you-go$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the tagline, the three link columns, contact data, four networks and 2024", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("deliver human-like customer experiences at scale");
    const expected: Record<string, string[]> = {
      Solutions: [
        "/industry/retail",
        "/industry/healthcare",
        "/industry/financial-services",
        "/use-cases",
        "/convexchange",
        "/agents",
      ],
      Company: [
        "/about",
        "/success-stories",
        "/blog",
        "/templates",
        "/contact",
        "/pricing",
        "/security-compliance",
      ],
      Legal: ["/privacy", "/terms", "/cookies"],
    };
    for (const column of footerColumns) {
      const hrefs = await footer
        .getByRole("navigation", { name: column.title })
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(expected[column.title]);
    }
    await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await expect(footer.getByRole("link", { name: company.phone.display })).toHaveAttribute(
      "href",
      /^tel:\+\d+$/,
    );
    await expect(footer).toContainText("Singapore");
    const social = footer.getByRole("list", { name: "Social networks" }).getByRole("link");
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer).toContainText("© 2024");
  });

  test("every footer link answers 200", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .getByRole("contentinfo")
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    for (const href of new Set(hrefs)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe("cookie banner", () => {
  test.use({ freshVisitor: true });

  for (const [choice, stored] of [
    ["Accept All", "accepted"],
    ["Decline", "declined"],
    ["Close cookie banner", "declined"],
  ] as const) {
    test(`${choice} stores "${stored}" and the choice survives a reload`, async ({ page }) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
      await banner.getByRole("button", { name: choice, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    });
  }

  test("is reachable by keyboard and shifts no layout", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button", { name: "Accept All" });
    for (
      let i = 0;
      i < 60 && !(await accept.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    // It sits in the page's flow: closing it moves the page only in answer to the visitor's key,
    // which CLS does not count (hadRecentInput); nothing else moves.
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(cls).toBeLessThan(0.01);
  });
});

test("a new navigation starts at the top of the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("not found", () => {
  test("an unknown path shows the 404 page with status 404 and logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => warnings.push(message.text()));
    const response = await page.goto("/this/does/not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expect.poll(() => warnings.join("\n")).toContain("/this/does/not-exist");
    await home.click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test("the 404 page offers the site search and five popular pages, axe-clean", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/this/does/not-exist");
    const main = page.getByRole("main");
    await expect(main.getByRole("search").getByRole("searchbox")).toBeVisible();
    const popular = main.getByRole("region", { name: notFoundPageCopy.popularHeading });
    const hrefs = await popular
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/pricing", "/templates", "/integrations", "/blog", "/contact"]);
    await expectNoAxeViolations();
  });

  for (const path of ["/industry/unknown-industry", "/channels/unknown-platform", "/demo/Nope"]) {
    test(`${path} answers 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    });
  }
});
