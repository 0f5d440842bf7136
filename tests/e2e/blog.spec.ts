import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** The blog list and post pages against the main server and its bundled API (seed content). */

const fencedPost = "/blog/measuring-ai-agent-performance-metrics";

test.describe("blog list", () => {
  test("renders on the server: status, h1, posts, categories, feed link", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByPlaceholder("Search articles...")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(9);
    const group = page.getByRole("group", { name: "Blog categories" });
    await expect(group.getByRole("button")).toHaveText([
      "All",
      "Product Updates",
      "Customer Experience",
      "AI & Automation",
      "Guides",
    ]);
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
  });

  test("cards link by slug, or by id when a post has none; defaults and the fenced post", async ({
    page,
  }) => {
    await page.goto("/blog");
    const bySlug = page.getByRole("link", { name: /^Introducing Knowledge Base Sync/ });
    await expect(bySlug).toHaveAttribute("href", "/blog/introducing-knowledge-base-sync");
    const byId = page.getByRole("link", {
      name: "Designing Handoffs From AI Agents to Human Support Teams",
    });
    await expect(byId).toHaveAttribute("href", "/blog/94a6ed19b20dd5ae7bbdcaa6");

    const knowledge = page.getByRole("article").filter({ has: bySlug });
    await expect(knowledge).toContainText("February 11, 2025");
    await expect(knowledge).toContainText("5 min read");
    await expect(knowledge).toContainText("Maya Fernandes");
    // A post without an image of its own gets a cover drawn from its category and title.
    await expect(knowledge.locator(".art[data-cover-seed]")).toBeVisible();

    // The post without an author shows the default.
    await expect(
      page.getByRole("article").filter({ hasText: "What's New: Human Handoff" }),
    ).toContainText("Admin");
    // The JSON-in-code-fence post shows its inner description as text.
    const fenced = page.getByRole("article").filter({ hasText: "Measuring AI Agent Performance" });
    await expect(fenced).toContainText("A practical guide to the handful of metrics");
    await expect(fenced).not.toContainText("```");
    await expect(fenced).not.toContainText('"description"');

    await byId.click();
    await expect(page).toHaveURL(/\/blog\/94a6ed19b20dd5ae7bbdcaa6$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Designing Handoffs From AI Agents to Human Support Teams",
    );
  });

  test("search and category filter live, in the URL", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const titles = page.getByRole("article").getByRole("heading");
    await page.getByRole("button", { name: "Guides" }).click();
    await expect(titles).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Guides" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(/\/blog\?category=Guides$/);

    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("system PROMPT");
    await expect(titles).toHaveText(["Writing System Prompts That Keep Your Agent on Brand"]);
    await page.getByRole("button", { name: "All" }).click();
    // Title or description: "re-uploading" is only in a description.
    await search.fill("re-uploading");
    await expect(titles).toHaveText([
      "Introducing Knowledge Base Sync: Keep Your Agents Up to Date Automatically",
    ]);
    await expect(page).toHaveURL(/\/blog\?q=re-uploading$/);
    await search.fill("no such words anywhere");
    await expect(page.getByText("No blog posts found.")).toBeVisible();
  });

  test("the filter survives a visit to a post and the way back", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Customer Experience" }).click();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("handoffs");
    const titles = page.getByRole("article").getByRole("heading");
    await expect(titles).toHaveText(["Designing Handoffs From AI Agents to Human Support Teams"]);
    await titles.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Designing Handoffs From AI Agents to Human Support Teams",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?q=handoffs&category=Customer\+Experience$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("handoffs");
    await expect(titles).toHaveText(["Designing Handoffs From AI Agents to Human Support Teams"]);
    await expect(page.getByRole("button", { name: "Customer Experience" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("'Stay Updated': a labelled e-mail field and a Subscribe link to the studio", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("type", "email");
    const subscribe = page.getByRole("link", { name: /Subscribe/ });
    await expect(subscribe).toHaveAttribute("target", "_blank");
    await expect(subscribe).toHaveAttribute("href", /\/studio$/);
  });

  test("the RSS feed lists every post with its description", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(9);
    expect(xml).toContain("/blog/introducing-knowledge-base-sync</link>");
    expect(xml).toContain("/blog/94a6ed19b20dd5ae7bbdcaa6</link>");
    expect(xml).toContain(
      "<description>A practical guide to the handful of metrics that show whether a conversational AI agent is really helping customers and the business.</description>",
    );
  });
});

test("blog covers differ per post in composition, on the list and on the post", async ({
  page,
}) => {
  await page.goto("/blog");
  const covers = page.getByRole("article").locator(".art[data-cover-layout]");
  await expect(covers.first()).toBeVisible();
  const markup = await covers.evaluateAll((nodes) =>
    nodes.slice(0, 4).map((node) => ({
      seed: node.getAttribute("data-cover-seed"),
      layout: node.getAttribute("data-cover-layout"),
      svg: node.querySelector("svg:last-of-type")!.innerHTML,
    })),
  );
  expect(new Set(markup.map((cover) => cover.seed)).size).toBe(markup.length);
  expect(new Set(markup.map((cover) => cover.svg)).size).toBe(markup.length);
  // Not just a colour: the first posts use more than one composition.
  expect(new Set(markup.map((cover) => cover.layout)).size).toBeGreaterThan(1);
  const [first, second] = [await covers.nth(0).screenshot(), await covers.nth(1).screenshot()];
  expect(first.equals(second)).toBe(false);

  // Stable per post: the post page draws the same cover as its card.
  const card = page.getByRole("article").first();
  const seed = await card.locator(".art[data-cover-layout]").getAttribute("data-cover-seed");
  await card.getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page.locator("article .art[data-cover-layout]")).toHaveAttribute(
    "data-cover-seed",
    seed!,
  );
});

test("a post's header keeps 16 px or more between the back link and the category", async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/blog/introducing-knowledge-base-sync");
    const back = (await page.getByRole("link", { name: "Back to Blog" }).boundingBox())!;
    const category = (await page.locator("[data-post-category]").boundingBox())!;
    expect(category.y - (back.y + back.height)).toBeGreaterThanOrEqual(16);
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(title.y).toBeGreaterThan(category.y + category.height);
  }
});

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("category buttons and the search form work as a GET form", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "AI & Automation" }).click();
    await expect(page).toHaveURL(/\/blog\?(q=&)?category=AI\+%26\+Automation$/);
    await expect(page.getByRole("article")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("retrieval");
    await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
    await expect(page.getByRole("article").getByRole("heading")).toHaveText([
      "Retrieval-Augmented Generation Explained for Non-Engineers",
    ]);
    await expect(page.getByRole("button", { name: "AI & Automation" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

test.describe("blog post", () => {
  test("renders on the server with title, byline, body, meta and JSON-LD; no axe violations", async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    // Before any JavaScript: the HTML already holds the title and the body.
    const raw = await request.get("/blog/introducing-knowledge-base-sync");
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toContain(
      "Introducing Knowledge Base Sync: Keep Your Agents Up to Date Automatically</h1>",
    );
    expect(html).toContain("Today we are launching <strong>Knowledge Base Sync</strong>");

    const response = await page.goto("/blog/introducing-knowledge-base-sync");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Introducing Knowledge Base Sync: Keep Your Agents Up to Date Automatically",
    );
    await expect(page).toHaveTitle(/^Introducing Knowledge Base Sync: .* \| /);
    await expect(page.getByText("Maya Fernandes")).toBeVisible();
    await expect(page.getByText("February 11, 2025")).toBeVisible();
    await expect(page.getByText("5 min read")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");

    const meta = (selector: string) => page.locator(selector).first();
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "article");
    // The social image is the post's own card (tests/e2e/social-images.spec.ts); the cover
    // stays the article's image in its structured data.
    await expect(meta('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https?:\/\/[^/]+\/og\/blog\/introducing-knowledge-base-sync\.png$/,
    );
    await expect(meta('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      "2025-02-11T09:30:00.000Z",
    );
    await expect(meta('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Your agent is only as good as the information/,
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Introducing Knowledge Base Sync: Keep Your Agents Up to Date Automatically",
      datePublished: "2025-02-11T09:30:00.000Z",
      author: { name: "Maya Fernandes" },
    });
    // Its cover is drawn on the page, so the structured data names its social card.
    expect(ld.image).toMatch(/^https?:\/\/[^/]+\/og\/blog\/introducing-knowledge-base-sync\.png$/);
    await expectNoAxeViolations();
  });

  test("the post by id, the default author, and the fenced post's content", async ({ page }) => {
    await page.goto("/blog/8f3f1f6c95a497fdd8c5e70b");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "What's New: Human Handoff, Conversation Analytics and 12 New Languages",
    );
    await expect(page.getByRole("listitem").filter({ hasText: /^Author: Admin$/ })).toBeVisible();
    // Canonical by slug even when opened by id.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/blog\/whats-new-human-handoff-analytics-languages$/,
    );

    await page.goto(fencedPost);
    await expect(page.getByRole("heading", { level: 2, name: "Containment rate" })).toBeVisible();
    await expect(page.getByRole("link", { name: "ROI calculator" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    await expect(page.getByRole("main")).not.toContainText("```");
  });

  test("an unknown post: 'Blog not found' with HTTP 404, not the site's 404 page", async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found");
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    await expectNoAxeViolations();
  });

  test("Share copies the link with a toast when the Web Share API is missing", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(fencedPost);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/blog\/measuring-ai-agent-performance-metrics$/,
    );
  });

  test("Share uses the Web Share API where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value(data: ShareData) {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(fencedPost);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared))
      .toEqual({
        title: "Measuring AI Agent Performance: The Metrics That Actually Matter",
        url: expect.stringMatching(/\/blog\/measuring-ai-agent-performance-metrics$/),
      });
  });
});

test.describe("blog list on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page is at most 5,500 px tall: the newest post featured, the others compact rows", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      5500,
    );
    const posts = page.getByRole("article");
    await expect(posts).toHaveCount(9);
    // The featured post: its cover the card's full width, above the title.
    const featured = (await posts.first().boundingBox())!;
    const featuredCover = (await posts.first().locator(".art").boundingBox())!;
    expect(featuredCover.width).toBeCloseTo(featured.width - 2, 0);
    // The others: a small cover beside the title.
    const row = posts.nth(1);
    const cover = (await row.locator(".art").boundingBox())!;
    const title = (await row.getByRole("heading").boundingBox())!;
    expect(cover.width).toBeLessThan(100);
    expect(title.x).toBeGreaterThan(cover.x + cover.width);
  });

  test("a search lists every match as a row, the featured card gone", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const newest = await page.getByRole("article").first().getByRole("heading").textContent();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("agent");
    const posts = page.getByRole("article");
    await expect(posts.first().locator(".art")).toHaveJSProperty("clientWidth", 72);
    await expect(posts.getByRole("heading", { name: newest! })).toHaveCount(1);
  });

  test("'Stay Updated': the field and the button full width and as tall, inside the screen's margins", async ({
    page,
  }) => {
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Stay Updated" });
    const card = (await box.locator("div").first().boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(16);
    expect(card.x + card.width).toBeLessThanOrEqual(390 - 16);
    const field = (await box.getByRole("textbox", { name: "Email address" }).boundingBox())!;
    const subscribe = (await box.getByRole("link", { name: /Subscribe/ }).boundingBox())!;
    expect(field.height).toBeGreaterThanOrEqual(44);
    expect(field.height).toBe(subscribe.height);
    expect(field.width).toBe(subscribe.width);
    await expect(box.getByRole("link", { name: /Subscribe/ })).toHaveAttribute("href", /\/studio$/);
  });
});
