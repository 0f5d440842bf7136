import type { Browser, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { allPagePaths } from "./support/pages";

/**
 * Hydration must leave every page's <head>, header and footer as the server sent them: a
 * mismatch makes React re-render the document and can drop the stylesheet for a frame. Classes
 * may change: a control that needs the script shows itself once hydrated.
 */
type Shape = { head: string[]; header: string[]; footer: string[]; stylesheets: number };

async function pageShape(page: Page): Promise<Shape> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        ...["id", "rel", "href", "name", "property", "content", "type"].map(
          (attribute) => element.getAttribute(attribute) ?? "",
        ),
      ].join(" ");
    const shapeOf = (root: Element | null) =>
      root ? [...root.querySelectorAll("*")].map(describe) : ["(missing)"];
    return {
      // Sorted: React's server renderer hoists <title>, <meta> and <link> ahead of the head's
      // scripts and Preact puts them back in the app's order, which changes nothing. Left out:
      // React's own image preloads (removed before hydration, app/entry.client.tsx) and the
      // module preloads that loading a lazy section adds.
      head: [...document.head.children]
        .filter((element) => !/^(module)?preload$/.test(element.getAttribute("rel") ?? ""))
        .map(describe)
        .sort(),
      header: shapeOf(document.querySelector("body > header")),
      footer: shapeOf(document.querySelector("body > footer")),
      // Not document.styleSheets: a <noscript> style counts there only without the script.
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    };
  });
}

async function shapeWithoutScript(browser: Browser, path: string): Promise<Shape> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await pageShape(page);
  } finally {
    await context.close();
  }
}

test("hydration leaves every page's head, header and footer as the server sent them", async ({
  browser,
  page,
}) => {
  // Two browser contexts per page (one without JavaScript): about 3 s a page on an idle 2-core
  // machine, twice that beside another worker.
  test.setTimeout(allPagePaths.length * 8_000);
  for (const path of allPagePaths) {
    const served = await shapeWithoutScript(browser, path);
    await page.goto(path);
    await waitForHydration(page);
    const hydrated = await pageShape(page);
    expect.soft(hydrated.head, `${path}: <head>`).toEqual(served.head);
    expect.soft(hydrated.header, `${path}: header`).toEqual(served.header);
    expect.soft(hydrated.footer, `${path}: footer`).toEqual(served.footer);
    expect.soft(hydrated.stylesheets, `${path}: stylesheets`).toBe(served.stylesheets);
  }
});
