import sanitize from "sanitize-html";

import { boundedMemo } from "./bounded-memo";

// The one sanitizer for the platform API's HTML: an allowlist. Classes go (one could pull in the
// site's `fixed inset-0` and overlay the page), ids too (DOM clobbering).
const allowedTags = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "abbr",
  "span",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "kbd",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

const droppedWithContent = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "title",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "xmp",
  "select",
];

const externalRel = "noopener noreferrer nofollow";

/** Only these schemes survive in href; images only over http(s) or as site paths. */
const allowedSchemes = ["http", "https", "mailto", "tel"];

// A URL must start with an allowed scheme, a site path or a fragment: leading spaces, relative
// paths and backslash tricks lose their href or src.
const sitePath = /^\/(?![/\\])/;
const isSafeHref = (href: string) =>
  /^(?:https?:\/\/|mailto:|tel:)/i.test(href) || sitePath.test(href) || href.startsWith("#");
const isSafeImageSrc = (src: string) => /^https?:\/\//i.test(src) || sitePath.test(src);

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
  },
  allowedSchemes,
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  nonTextTags: droppedWithContent,
  disallowedTagsMode: "discard",
  // The page has its own h1: headings inside content start one level down.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const { rel: _authorRel, href, ...rest } = attribs;
      if (!href || !isSafeHref(href)) return { tagName, attribs: rest };
      const external = /^https?:/i.test(href);
      return { tagName, attribs: { ...rest, href, ...(external ? { rel: externalRel } : {}) } };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const safe: sanitize.Attributes = src && isSafeImageSrc(src) ? { src } : {};
      return { tagName, attribs: { ...safe, ...rest, loading: "lazy" } };
    },
  },
  // An image whose source was removed (javascript:, data:, ...) is dropped as a whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** For dangerouslySetInnerHTML; memoized, as the same content renders for many visitors. */
export const sanitizeHtml: (dirty: string) => string = boundedMemo((dirty) =>
  sanitize(dirty, options).trim(),
);

const textOptions: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: droppedWithContent,
};

/** Block-level closings and line breaks become spaces so that words do not run together. */
const blockBoundary =
  /<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th|dt|dd|figcaption)\s*>|<br\s*\/?>/gi;

/** The visible text of HTML, whitespace collapsed; React escapes it when rendered. */
export const htmlToText: (html: string) => string = boundedMemo((html) => {
  const text = sanitize(html.replace(blockBoundary, "$& "), textOptions)
    // sanitize-html escapes exactly these three in text; undo that for plain text.
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return text.replace(/\s+/g, " ").trim();
});
