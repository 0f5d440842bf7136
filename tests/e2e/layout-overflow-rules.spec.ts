import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { findLayoutFaults } from "./support/layout-overflow";

/**
 * The rules of the general layout check (support/layout-overflow.ts), each shown catching what
 * it should and letting pass what is deliberate, on small pages made for it at 390 px.
 */

const base = `<style>
  body { margin: 0; font: 16px/20px sans-serif; }
  .card { width: 200px; border: 1px solid #ccc; background: #fff; padding: 8px; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
</style>`;

async function faultsIn(page: Page, html: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`${base}<body>${html}</body>`);
  return (await page.evaluate(findLayoutFaults, [])).map((fault) => `${fault.kind}: ${fault.what}`);
}

test("a page wider than the screen scrolls sideways: a fault", async ({ page }) => {
  expect(await faultsIn(page, `<div style="width: 600px">Wide</div>`)).toContain(
    "page-scrolls-sideways: 600 px wide at 390 px",
  );
});

test("text cut by a box that hides its overflow is clipped; a scroller's text is not", async ({
  page,
}) => {
  expect(
    await faultsIn(
      page,
      `<div class="card" style="height: 30px; overflow: hidden">One line, then a second line, then a third line, then a fourth</div>`,
    ),
  ).toEqual([expect.stringMatching(/^clipped: One line, then a second line/)]);
  expect(
    await faultsIn(
      page,
      `<ul style="display: flex; overflow-x: auto; gap: 8px; padding: 0; margin: 0">
        ${"<li class='card' style='flex: none; list-style: none'>A card in a row</li>".repeat(4)}
      </ul>`,
    ),
  ).toEqual([]);
});

test("an ellipsis or a clamp is deliberate only with the full text at hand, and whole lines", async ({
  page,
}) => {
  const ellipsis = (attributes: string) =>
    `<p ${attributes} style="width: 120px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Enterprise Resource Planning</p>`;
  expect(await faultsIn(page, ellipsis(""))).toEqual(["clipped: Enterprise Resource Planning"]);
  expect(await faultsIn(page, ellipsis('title="Enterprise Resource Planning"'))).toEqual([]);

  const clamp = (padding: string) =>
    `<article class="card"><a href="/post">Read</a>
      <p style="${padding} display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden">
        A description long enough to run over two lines and on into a third and a fourth line
      </p></article>`;
  expect(await faultsIn(page, clamp(""))).toEqual([]);
  // Padding under a clamp shows part of the next line: cut through a line.
  expect(await faultsIn(page, clamp("padding: 6px 0;"))).toHaveLength(1);
});

test("a picture may run off its panel's bottom edge only when it says so, and not sideways", async ({
  page,
}) => {
  const panel = (attributes: string, style = "height: 30px") =>
    `<div ${attributes} style="${style}; overflow: hidden"><div role="img" aria-label="A phone">
      <p>A first message</p><p>A second message, cut by the panel</p></div></div>`;
  expect(await faultsIn(page, panel(""))).toHaveLength(1);
  expect(await faultsIn(page, panel("data-crops-bottom"))).toEqual([]);
  expect(
    await faultsIn(
      page,
      panel("data-crops-bottom", "height: 200px; width: 60px; white-space: nowrap"),
    ),
  ).not.toEqual([]);
  // Content (no role="img", not aria-hidden) is never a picture, whatever it says.
  expect(
    await faultsIn(
      page,
      `<div data-crops-bottom style="height: 30px; overflow: hidden"><p>One</p><p>Two</p></div>`,
    ),
  ).toHaveLength(1);
});

test("a word split between two letters is broken; wrapping at spaces or punctuation is not", async ({
  page,
}) => {
  expect(
    await faultsIn(page, `<p style="width: 60px; overflow-wrap: anywhere">someone@example.com</p>`),
  ).toEqual(["word-broken: someone@example.com"]);
  expect(
    await faultsIn(page, `<p style="width: 60px">Art. 6(1)(b)) and human-like words</p>`),
  ).toEqual([]);
});

test("text past the edge of its pill or card is outside its box; screen-reader text is not looked at", async ({
  page,
}) => {
  expect(
    await faultsIn(
      page,
      `<span style="display: inline-block; width: 60px; white-space: nowrap; background: #fde">Customer Relationship Management</span>`,
    ),
  ).toEqual(["outside-its-box: Customer Relationship Management"]);
  expect(
    await faultsIn(page, `<div class="card"><span class="sr-only">Only heard</span></div>`),
  ).toEqual([]);
});

test("a control past the screen's edge is off screen", async ({ page }) => {
  expect(
    await faultsIn(page, `<button style="position: fixed; top: 0; right: -40px">Chat</button>`),
  ).toEqual(["off-screen: Chat"]);
});

test("areas given to skip are not looked at", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(
    `${base}<header><div class="card" style="height: 20px; overflow: hidden">A long menu text that does not fit</div></header>`,
  );
  expect(await page.evaluate(findLayoutFaults, ["header"])).toEqual([]);
  expect(await page.evaluate(findLayoutFaults, [])).toHaveLength(1);
});
