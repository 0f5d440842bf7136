import type { Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (its event handlers are attached), so that
 * typing or clicking is handled by the app rather than lost before hydration.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await locator.first().waitFor();
  await locator.first().evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith("__reactProps"));
        const check = () => (hydrated() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
