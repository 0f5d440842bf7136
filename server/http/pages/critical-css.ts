import fs from "node:fs";
import path from "node:path";

import Beasties from "beasties";
import { LRUCache } from "lru-cache";

// The first paint waits for the page's own CSS only (docs/decisions/0015-first-paint.md): the
// rules that match it inlined, the stylesheet's link moved to the end of <body> (not blocking).

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/;

/** States the head's script sets on <html> before the first paint: not in the markup. */
const HEAD_SCRIPT_STATES = [/data-theme/, /data-consent-pending/];

export type CriticalCssInliner = (html: string) => Promise<string>;

const MARKER = "<!--critical-css-->";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Beasties does not decode attributes: `[&amp;_svg]:size-4` would miss its rule. */
const withDecodedClasses = (html: string) =>
  html.replace(/\sclass="([^"]*)"/g, (attribute) =>
    attribute.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!),
  );

/** What the choice depends on in practice (utilities on classes): new text reuses it. */ function selectorKey(
  html: string,
  href: string,
): string {
  const parts = new Set<string>();
  for (const [, tag = ""] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) parts.add(tag.toLowerCase());
  for (const [, classes = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of classes.split(/\s+/)) if (name) parts.add(`.${name}`);
  }
  return `${href}\n${[...parts].sort().join(" ")}`;
}

export function criticalCssInliner(clientDir: string): CriticalCssInliner {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "body",
    // It misses families named through a variable (--font-sans): fontFacesOf adds them all.
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    // Animations are named through variables (--animate-*), which it cannot follow: all of them.
    keyframes: "all",
    allowRules: HEAD_SCRIPT_STATES,
    compress: true,
    logLevel: "warn",
  });
  const chosen = new LRUCache<string, string>({ max: 64 });
  const fontFaces = new Map<string, string>();

  /** The brand font's and its fallback's @font-face rules (not the files). */
  function fontFacesOf(href: string): string {
    let rules = fontFaces.get(href);
    if (rules === undefined) {
      const css = fs.readFileSync(path.join(clientDir, href), "utf8");
      rules = (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).join("");
      fontFaces.set(href, rules);
    }
    return rules;
  }

  async function criticalCss(html: string, href: string): Promise<string> {
    const key = selectorKey(html, href);
    const cached = chosen.get(key);
    if (cached !== undefined) return cached;
    const link = STYLESHEET_LINK.exec(html)!;
    const end = link.index + link[0].length;
    // The chosen rules land where the link was, before the marker.
    const processed = await beasties.process(
      withDecodedClasses(`${html.slice(0, end)}${MARKER}${html.slice(end)}`),
    );
    const styleEnd = processed.indexOf(`</style>${MARKER}`);
    const styleStart = processed.indexOf(">", processed.lastIndexOf("<style", styleEnd)) + 1;
    if (styleEnd === -1 || styleStart === 0) throw new Error(`no critical CSS chosen from ${href}`);
    const css = fontFacesOf(href) + processed.slice(styleStart, styleEnd);
    chosen.set(key, css);
    return css;
  }

  return async (html) => {
    const link = STYLESHEET_LINK.exec(html);
    if (!link || !html.includes("</body>")) return html;
    const href = link[1]!;
    const css = await criticalCss(html, href);
    const bodyEnd = html.lastIndexOf("</body>");
    return (
      html.slice(0, link.index) +
      `<style>${css}</style>` +
      html.slice(link.index + link[0].length, bodyEnd) +
      `<link rel="stylesheet" href="${href}">` +
      html.slice(bodyEnd)
    );
  };
}
