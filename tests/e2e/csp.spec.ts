import { expect, test } from "./support/fixtures";
import { watchCsp } from "./support/csp-watch";

/**
 * The CSP is enforced: an injected inline script or handler does not run. Every page's own
 * check (no violation, no console error, no uncaught exception) runs in pages.spec.ts, in the
 * same visit as its other checks.
 */

test("the policy is enforced: an inline script or handler without the nonce does not run", async ({
  page,
}) => {
  const { violations } = await watchCsp(page);
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
