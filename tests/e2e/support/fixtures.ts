import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Test fixtures: `axe` checks the current page for accessibility violations of any impact;
 * the cookie banner is pre-answered unless a test asks for a fresh visitor.
 */
export const test = base.extend<{
  freshVisitor: boolean;
  expectNoAxeViolations: (page?: Page) => Promise<void>;
}>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(() => {
        try {
          if (!window.localStorage.getItem("cookie-consent")) {
            window.localStorage.setItem("cookie-consent", "declined");
          }
        } catch {
          // opaque origins (about:blank) have no storage
        }
      });
    }
    await use(page);
  },
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 5)
            .join(", ")}`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };

/** Collects console errors and uncaught page errors (a hydration mismatch shows up here). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
