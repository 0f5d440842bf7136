import { fillContactForm, postContact, validContact } from "./support/contact";
import { expect, test } from "./support/fixtures";
import { startSiteServer, type SiteServer } from "./support/servers";

/** The per-address rate limit of the contact action: three posts a minute here. */
test.describe.configure({ mode: "serial" });

let server: SiteServer;

test.beforeAll(async () => {
  server = await startSiteServer({ RATE_LIMIT_WRITES_PER_MINUTE: "3", LOG_REQUESTS: "false" });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the fourth post in a minute is refused with a clear message, by toast and by page", async ({
  page,
  browser,
}) => {
  for (let n = 1; n <= 3; n++) {
    const response = await postContact(server.url, validContact(`Allowed ${n}`));
    expect(response.status).toBe(200);
    expect(response.html).toContain("Message Sent!");
  }

  // With JavaScript: a toast, and the text stays.
  await page.goto(`${server.url}/contact`);
  await fillContactForm(page, validContact("One too many"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toContainText(
    "Too many messages: You have sent several messages in a short time. Please wait a minute and try again.",
  );
  await expect(page.getByLabel(/^Subject/)).toHaveValue("One too many");

  // Without JavaScript: a page that says the same, with a way back.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  try {
    await plain.goto(`${server.url}/contact`);
    await fillContactForm(plain, validContact("One too many, no JS"));
    const [response] = await Promise.all([
      plain.waitForResponse((r) => r.request().method() === "POST"),
      plain.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Too many messages");
    await expect(plain.getByText("Please wait a minute and try again.")).toBeVisible();
    await expect(plain.getByRole("link", { name: "Back to the contact page" })).toHaveAttribute(
      "href",
      "/contact",
    );
  } finally {
    await context.close();
  }

  // Reading the page is not limited.
  expect((await fetch(`${server.url}/contact`)).status).toBe(200);
});
