import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (it tags hydrated DOM nodes with `__reactFiber…`
 * keys), so that clicks become client navigations instead of full page loads.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("#main");
    return Boolean(main && Object.keys(main).some((key) => key.startsWith("__reactFiber")));
  });
}
