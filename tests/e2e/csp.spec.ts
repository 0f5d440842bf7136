import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { allPagePaths } from "./support/pages";

/**
 * Every page in Chromium under the enforced CSP: no violation in the page or in its frames
 * (the studio's demo chats), no console error, no uncaught exception.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __inlineRan?: boolean;
    __handlerRan?: boolean;
  }
}

/** Records securitypolicyviolation events in every frame, from before any script runs. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  const violations = async () => {
    const all: string[] = [];
    for (const frame of page.frames()) {
      const found = await frame
        .evaluate(() => window.__cspViolations ?? [])
        .catch(() => [] as Violation[]);
      for (const violation of found) all.push(`${frame.url()}: ${JSON.stringify(violation)}`);
    }
    return all;
  };
  return { errors, violations };
}

for (const path of allPagePaths) {
  test(`${path}: no CSP violation and no console error`, async ({ page }) => {
    const { errors, violations } = await watch(page);
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    // Hydration, lazy chunks and the demo frames finish loading.
    await page.waitForLoadState("networkidle").catch(() => {});
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the policy is enforced: an inline script or handler without the nonce does not run", async ({
  page,
}) => {
  const { violations } = await watch(page);
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__inlineRan = true";
    document.body.append(script);
    const button = document.createElement("button");
    button.setAttribute("onclick", "window.__handlerRan = true");
    document.body.append(button);
    button.click();
    button.remove();
  });
  expect(await page.evaluate(() => window.__inlineRan ?? false)).toBe(false);
  expect(await page.evaluate(() => window.__handlerRan ?? false)).toBe(false);
  await expect
    .poll(async () =>
      (await violations()).map((line) => JSON.parse(line.slice(line.indexOf("{"))).directive),
    )
    .toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
});
