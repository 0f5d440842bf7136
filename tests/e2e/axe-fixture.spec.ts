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
