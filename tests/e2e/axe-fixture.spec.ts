import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";

/**
 * The accessibility check every page test ends with must still fail on a real violation: it
 * re-runs axe before reporting one (support/fixtures.ts), and a violation present on a settled
 * page is found both times.
 */
test("the axe check reports low-contrast text, in the scheme that has it", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Contrast</title>
    <style>
      main { background: #fff; color: #111; }
      @media (prefers-color-scheme: dark) { main { background: #000; color: #eee; } .faint { color: #222; } }
    </style></head>
    <body><main><h1>Readable</h1><p class="faint">Faint in the dark only</p></main></body></html>`);
  const failure = await expectNoAxeViolations().then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("dark: color-contrast (serious): p");
  expect(failure).not.toContain("light:");
});

/** A page with a frame, served under made-up origins (the frame's own or the page's). */
async function pageWithFrame(page: Page, frameOrigin: string, frameScript = "") {
  const pageOrigin = "http://axe-page.test";
  await page.route(`${pageOrigin}/`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>Frames</title></head><body><main>
        <h1>Outer</h1><iframe title="Inner" src="${frameOrigin}/frame"></iframe></main></body></html>`,
    }),
  );
  await page.route(`${frameOrigin}/frame`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>Inner</title></head><body><main>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>${frameScript}</body></html>`,
    }),
  );
  await page.goto(`${pageOrigin}/`);
  await expect.poll(() => page.frames()[1]?.locator("img").count()).toBe(1);
}

for (const [label, frameOrigin] of [
  ["of the page's origin", "http://axe-page.test"],
  ["of another origin", "http://axe-frame.test"],
] as const) {
  test(`the axe check looks inside a frame ${label}`, async ({ page, expectNoAxeViolations }) => {
    await pageWithFrame(page, frameOrigin);
    const failure = await expectNoAxeViolations().then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt (critical): iframe");
  });
}

test("the axe check fails when it cannot reach a frame", async ({
  page,
  expectNoAxeViolations,
}) => {
  // The frame holds the name axe's script would take, so axe never starts in it.
  const axeBlocked = `<script>Object.defineProperty(window, "axe", { value: null })</script>`;
  await pageWithFrame(page, "http://axe-frame.test", axeBlocked);
  const failure = await expectNoAxeViolations().then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain("frame not checked: iframe");
  expect(failure).not.toContain("image-alt");
});
