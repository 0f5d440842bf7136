import { expect, test } from "./support/fixtures";

test("privacy policy: the full document with a table of contents", async ({ page }) => {
  const response = await page.goto("/privacy-policy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const toc = page.getByRole("navigation", { name: "Contents" });
  await expect(toc.getByRole("link")).toHaveCount(12);
  await toc.getByRole("link", { name: "Your rights under the GDPR" }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(
    page.getByRole("heading", { name: "8. Your rights under the GDPR" }),
  ).toBeInViewport();
  const collected = page.getByRole("table", { name: "Data this website collects" });
  await expect(collected).toContainText("full name, e-mail address, company (optional), subject");
  await expect(collected).toContainText("cookie-consent");
  await expect(
    page.getByRole("link", { name: "support@aiagentplatform.example" }).first(),
  ).toHaveAttribute("href", "mailto:support@aiagentplatform.example");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
});

test("/privacy answers the same page with its canonical at /privacy-policy", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
  await expect(page).toHaveTitle(/^Privacy Policy \|/);
});

test("terms of service", async ({ page }) => {
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByRole("heading", { level: 2, name: /Governing law/ })).toBeVisible();
  // Accessibility as loaded, both schemes: pages.spec.ts, for every page.
});

test("cookie policy: the choice can be reopened and changed", async ({ page }) => {
  const response = await page.goto("/cookies");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  await expect(page.getByRole("table", { name: "Storage used by this website" })).toContainText(
    "cookie-consent",
  );

  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeHidden();
  await page.getByRole("button", { name: "Change cookie choice" }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");

  await page.getByRole("button", { name: "Change cookie choice" }).click();
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
});
