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
 * by the app rather than lost before hydration. Sections that load their code after the first
 * view hydrate later than the page, so this looks at the element itself: React keeps an
 * element's props under `__reactProps…` keys.
 */
export async function waitForElementHydration(locator: Locator): Promise<void> {
  await locator.first().waitFor();
  // Polled from the test, not with the page's timers: a test may have paused the page's clock.
  await expect
    .poll(
      () =>
        locator
          .first()
          .evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactProps")),
          ),
      { timeout: 15_000 },
    )
    .toBe(true);
}
