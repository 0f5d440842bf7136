import fs from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "./support/chromium";
import { expect, test } from "./support/fixtures";

/**
 * The browser of the tests (support/chromium.ts) keeps every feature Playwright turns off, and
 * opens no address-bar popup of its own beside a test's page.
 */
test("Chromium keeps Playwright's disabled features and loads no address-bar popup", async ({
  browser,
  page,
}) => {
  test.skip(!fs.existsSync("/proc/self/cmdline"), "reads the browser's command line from /proc");
  // Chromium obeys the last --disable-features: it must name every feature of the ones before.
  const server = await chromium.launchServer({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    const lists = fs
      .readFileSync(`/proc/${server.process().pid}/cmdline`, "utf8")
      .split("\0")
      .filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.slice("--disable-features=".length).split(","));
    expect(lists.length).toBeGreaterThan(1);
    const obeyed = lists.at(-1)!;
    expect(lists.flat().filter((feature) => !obeyed.includes(feature))).toEqual([]);
  } finally {
    await server.close();
  }

  await page.goto("/about");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets", { filter: [{}] });
  expect(targetInfos.filter((target) => target.type === "browser_ui")).toEqual([]);
  expect(targetInfos.some((target) => target.type === "page")).toBe(true);
});
