import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { criticalCssInliner } from "./critical-css";

const STYLESHEET = [
  "@layer theme, base, utilities;",
  ":root{--font-sans:'Inter Variable','Inter Fallback',sans-serif}",
  '@font-face{font-family:"Inter Variable";font-display:swap;src:url(/assets/inter.woff2)}',
  '@font-face{font-family:"Inter Fallback";src:local(Arial);size-adjust:107%}',
  "body{font-family:var(--font-sans)}",
  ".lead{color:red}",
  ".menu-open{display:block}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ":where([data-theme=dark],[data-theme=dark] *) .lead{color:white}",
  "html[data-consent-pending] .cookie-banner{display:flex}",
  "@media (width < 40rem){.lead{margin:0}}",
  "@keyframes pulse{50%{opacity:.5}}",
  ".lead:hover{animation:pulse 1s}",
  ":root{--animate-fade-in:fade-in .2s}",
  "@keyframes fade-in{from{opacity:0}}",
  ".animate-fade-in{animation:var(--animate-fade-in)}",
].join("\n");

const LINK = '<link rel="stylesheet" href="/assets/site.css">';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><script nonce="n">var a=1<2</script>${LINK}</head>` +
  `<body><p class="lead">Hello</p>${body}<script type="module" src="/assets/a.js"></script></body></html>`;

let clientDir: string;
beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "site.css"), STYLESHEET);
});

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("criticalCssInliner", () => {
  it("inlines the rules the page uses where the link was, and moves the link to the end of the body", async () => {
    const html = page(
      '<div class="cookie-banner"></div><a class="[&amp;_svg]:size-4"><svg></svg></a>',
    );
    const out = await criticalCssInliner(clientDir)(html);
    const head = headOf(out);
    expect(head).toContain("svg{width:1rem}");
    expect(head).not.toContain(LINK);
    expect(head).toContain(".lead{color:red}");
    expect(head).toContain("@media (width < 40rem){.lead{margin:0}}");
    expect(head).not.toContain(".menu-open");
    // Both faces, though named through a variable; the rules, not the files.
    expect(head).toContain('@font-face{font-family:"Inter Variable"');
    expect(head).toContain('@font-face{font-family:"Inter Fallback"');
    expect(head).not.toContain("url(data:");
    expect(head).toContain("@keyframes pulse");
    expect(out.endsWith(`${LINK}</body></html>`)).toBe(true);
  });

  it("keeps the rules of states the head's script sets before the first paint (a chosen theme, the cookie question)", async () => {
    const out = await criticalCssInliner(clientDir)(page('<div class="cookie-banner"></div>'));
    expect(headOf(out)).toContain("[data-theme=dark]");
    expect(headOf(out)).toContain("html[data-consent-pending] .cookie-banner");
  });

  it("keeps the keyframes an animation names through a variable, so the stylesheet's arrival starts none", async () => {
    const out = await criticalCssInliner(clientDir)(page('<div class="animate-fade-in"></div>'));
    expect(headOf(out)).toContain(".animate-fade-in{animation:var(--animate-fade-in)}");
    expect(headOf(out)).toContain("@keyframes fade-in");
  });

  it("leaves every other byte of the page as it was", async () => {
    const html = page("<svg viewBox='0 0 1 1'><use href='#i'/></svg><input disabled>");
    const out = await criticalCssInliner(clientDir)(html);
    const withoutStyle = out.replace(/<style>[\s\S]*?<\/style>/, "").replace(LINK, "");
    expect(withoutStyle).toBe(html.replace(LINK, ""));
  });

  it("leaves a document without the site's stylesheet alone", async () => {
    const html = "<!doctype html><html><head></head><body><p>Plain</p></body></html>";
    expect(await criticalCssInliner(clientDir)(html)).toBe(html);
  });

  it("chooses again when the page has other parts, and reuses the choice when only its text changed", async () => {
    const inline = criticalCssInliner(clientDir);
    const first = await inline(page("<p>One</p>"));
    expect(headOf(first)).not.toContain(".menu-open");
    const again = await inline(page("<p>Two</p>"));
    expect(headOf(again)).toBe(headOf(first));
    const withMenu = await inline(page('<nav class="menu-open"></nav>'));
    expect(headOf(withMenu)).toContain(".menu-open{display:block}");
  });
});
