import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the first view's islands have hydrated (the chrome then marks <html> with
 * `data-hydrated`), so that clicks reach their handlers. A document without a module script (not
 * one of the site's pages) has nothing to wait for.
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      !document.querySelector('script[type="module"]'),
    undefined,
    options,
  );
}

/**
 * Waits until the element's event handlers are attached, so that typing or clicking is handled
 * by the app rather than lost before hydration. Islands seen later than the first view
 * (`client:visible`) hydrate after the page, so this looks at the element's own island: React
 * commits it and its callback ref marks it (app/shared/page-runtime/islands.ts).
 */
export async function waitForElementHydration(locator: Locator): Promise<void> {
  await locator.first().waitFor();
  // Polled from the test, not with the page's timers: a test may have paused the page's clock.
  await expect
    .poll(
      () =>
        locator
          .first()
          .evaluate(
            (element) => element.closest("astro-island")?.hasAttribute("data-committed") ?? true,
          ),
      { timeout: 15_000 },
    )
    .toBe(true);
}
