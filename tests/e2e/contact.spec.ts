import type { Page } from "@playwright/test";

import { company } from "#app/shared/copy/facts.copy";

import { expect, test } from "./support/fixtures";
import { control, fillContactForm, validContact } from "./support/contact";

/** The contact page, its form's validation and its failure toasts. */

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const SUCCESS = "Message Sent! Thank you for contacting us. We'll get back to you within 24 hours.";

test.describe("contact page", () => {
  test("renders the info cards, the form and the platform link without axe violations", async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Get in touch" })).toBeVisible();
    const cards = page.getByRole("region", { name: "Ways to reach us" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    // The same e-mail and phone as the footer; both offices, named as the footer names them.
    await expect(cards.nth(0)).toContainText(company.email);
    await expect(cards.nth(1)).toContainText(company.phone.display);
    await expect(cards.nth(2)).toContainText("Headquarters");
    await expect(cards.nth(2)).toContainText("Singapore");
    await expect(cards.nth(2)).toContainText("San Francisco");
    await expect(cards.nth(3)).toContainText("Monday to Friday 9 AM - 6 PM EST");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: company.email })).toBeVisible();
    await expect(footer.getByRole("link", { name: company.phone.display })).toBeVisible();
    const studio = page.getByRole("link", { name: /Open the platform/ });
    await expect(studio).toHaveAttribute("target", "_blank");
    await expect(studio).toHaveAttribute("href", /\/studio$/);

    const form = page.getByRole("form", { name: "Send us a message" });
    for (const label of [
      "Full name",
      "Email",
      "Company (optional)",
      "Country code",
      "Phone number",
      "Subject",
      "Message",
    ]) {
      await expect(control(page, label)).toBeVisible();
    }
    await expect(control(page, "Country code")).toHaveValue("");
    await expect(control(page, "Country code").locator("option")).toHaveText([
      "Select a country code",
      "+91 India",
      "+1 USA",
      "+44 UK",
      "+61 Australia",
      "+81 Japan",
      "+49 Germany",
      "+971 UAE",
      "+86 China",
      "+33 France",
      "+39 Italy",
    ]);
    // The honeypot is neither visible nor reachable.
    await expect(form.locator('input[name="website"]')).not.toBeInViewport();
    await expect(form.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
    await expectNoAxeViolations();
  });

  test("the form starts in the first screen on a phone and shows without scrolling on desktop", async ({
    page,
  }) => {
    const form = page.getByRole("form", { name: "Send us a message" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    const phoneTop = (await form.boundingBox())!.y;
    expect(phoneTop).toBeLessThanOrEqual(844);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/contact");
    await expect(form).toBeInViewport();
    expect((await form.boundingBox())!.y).toBeLessThan(900);
    // The details stay on the page, beside the form on desktop.
    await expect(page.getByRole("region", { name: "Ways to reach us" })).toBeVisible();
  });

  test("shows the message of each rule as a visitor types", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();

    await expect(toasts(page).first()).toContainText(
      "Validation Error: Please fix the highlighted fields.",
    );
    const required: Array<[string, string]> = [
      ["Full name", "Full name is required."],
      ["Email", "Email is required."],
      ["Country code", "Please select a country code."],
      ["Phone number", "Phone number is required."],
      ["Subject", "Subject is required."],
      ["Message", "Message is required."],
    ];
    for (const [label, message] of required) {
      await expect(control(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(control(page, label)).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(control(page, "Company (optional)")).not.toHaveAttribute("aria-invalid");
    await expect(control(page, "Full name")).toBeFocused();
    await expectNoAxeViolations();

    // Too short, no dot part, too few digits.
    await fillContactForm(page, {
      fullName: "Al",
      email: "jane@example",
      phone: "123456",
      country: "+91",
      subject: "Hello",
      message: "   ",
    });
    await send.click();
    await expect(page.getByText("Full name must be at least 3 characters.")).toBeVisible();
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Enter a valid phone number (7–15 digits).")).toBeVisible();
    await expect(page.getByText("Message is required.")).toBeVisible();
    await expect(page.getByText("Please select a country code.")).toHaveCount(0);
    await expect(page.getByText("Subject is required.")).toHaveCount(0);
    await expect(control(page, "Full name")).toBeFocused();

    // No @, letters in the phone, 16 digits: still invalid; fixed fields lose their errors.
    await fillContactForm(page, {
      fullName: "Ali",
      email: "jane.example.com",
      phone: "12345abc",
      message: "Hi",
    });
    await send.click();
    await expect(page.getByText("Full name must be at least 3 characters.")).toHaveCount(0);
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Enter a valid phone number (7–15 digits).")).toBeVisible();
    await expect(control(page, "Email")).toBeFocused();
    await fillContactForm(page, { email: "jane@example.com", phone: "1234567890123456" });
    await send.click();
    await expect(page.getByText("Enter a valid phone number (7–15 digits).")).toBeVisible();
    await expect(control(page, "Phone number")).toBeFocused();
  });

  test("says so when the browser cannot reach the server, and keeps the text", async ({ page }) => {
    await page.goto("/contact");
    await page.route(/\/contact$/, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await fillContactForm(page, validContact("Network check"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).first()).toContainText(
      "Network Error: Unable to send your message. Please check your connection.",
    );
    await expect(control(page, "Subject")).toHaveValue("Network check");
    await expect(control(page, "Full name")).toHaveValue("Jane Doe");
  });

  test("says so when the server answers with an error, and keeps the text", async ({ page }) => {
    await page.goto("/contact");
    await page.route(/\/contact$/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.continue(),
    );
    await fillContactForm(page, validContact("Server error check"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).first()).toContainText(
      "Error: Something went wrong. Please try again.",
    );
    await expect(control(page, "Subject")).toHaveValue("Server error check");
  });

  test("rejects oversized input with a clear message", async ({ request }) => {
    const tooLong = await request.post("/contact", {
      form: { ...validContact("Too long"), message: "x".repeat(5001) },
    });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain("Message must be at most 5000 characters.");

    const tooLarge = await request.post("/contact", {
      form: { ...validContact("Too large"), message: "x".repeat(70_000) },
    });
    expect(tooLarge.status()).toBe(413);
    const text = await tooLarge.text();
    expect(text).toContain("Message too large");
    expect(text).toContain("Please shorten it and try again.");
  });

  test("a sent message puts the sent state in the form's place, with what happens next", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    const card = page.locator("section", { has: page.locator("#contact-form-title") });
    await fillContactForm(page, validContact("Sent state"));
    await page.getByRole("button", { name: "Send Message" }).click();

    const title = page.getByRole("heading", { level: 2, name: "Message Sent!" });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.getByRole("status").filter({ has: title })).toHaveText(SUCCESS);
    await expect(toasts(page).first()).toContainText(SUCCESS);
    // In the form's place, below the header: not a note over the navigation bar.
    const cardBox = (await card.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.y).toBeGreaterThanOrEqual(cardBox.y);
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    await expect(page.getByRole("form", { name: "Send us a message" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.getByText(`A reply within ${company.replyWithin}`)).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
    await expect(control(page, "Full name")).toBeFocused();
    for (const label of ["Full name", "Email", "Subject", "Message", "Phone number"]) {
      await expect(control(page, label)).toHaveValue("");
    }
    await expect(page).toHaveURL(/\/contact$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a sent message redirects to the sent state, which a reload does not post again", async ({
      page,
    }) => {
      await page.goto("/contact");
      await fillContactForm(page, validContact("No JavaScript sent state"));
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.method());
      });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(answer.status()).toBe(303);
      await expect(page).toHaveURL(/\/contact\?sent=1$/);
      await expect(page.getByRole("status")).toHaveText(SUCCESS);
      await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(page.getByRole("form", { name: "Send us a message" })).toBeHidden();

      documents.length = 0;
      await page.reload();
      await expect(page.getByRole("status")).toHaveText(SUCCESS);
      expect(documents).toEqual(["GET"]);

      await page.getByRole("link", { name: "Send another message" }).click();
      await expect(page).toHaveURL(/\/contact#contact-form-title$/);
      await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
      await expect(control(page, "Subject")).toHaveValue("");
    });
  });

  test("answers other methods than POST with 405", async ({ request }) => {
    const response = await request.put("/contact", { form: validContact("Put") });
    expect(response.status()).toBe(405);
  });
});
