/**
 * What hydration must leave as the server sent it: the <head>'s elements, the header and the
 * footer (tag and the attributes that matter, not classes: a control that needs the script
 * shows itself once hydrated) and the number of stylesheets. A mismatch makes React re-render
 * the document and can drop the stylesheet for a frame.
 *
 * Runs in the browser, self-contained (Playwright serializes it): pages.spec.ts takes it once
 * when the document is parsed, before any script of the page ran, and again once hydrated.
 */
export type DocumentShape = {
  head: string[];
  header: string[];
  footer: string[];
  stylesheets: number;
};

export function documentShape(): DocumentShape {
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
    // scripts, which changes nothing. Left out: React's own image preloads (removed before
    // hydration, app/entry.client.tsx) and the module preloads the page adds after its first
    // paint or when a lazy section loads.
    head: [...document.head.children]
      .filter((element) => !/^(module)?preload$/.test(element.getAttribute("rel") ?? ""))
      .map(describe)
      .sort(),
    header: shapeOf(document.querySelector("body > header")),
    footer: shapeOf(document.querySelector("body > footer")),
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
  };
}

/**
 * An init script that records the document's shape as parsed (window.__servedShape): when the
 * parser is done ("interactive"), before deferred and module scripts run.
 */
export const recordServedShape = `document.addEventListener("readystatechange", () => {
  if (document.readyState === "interactive") window.__servedShape = (${documentShape.toString()})();
});`;

/** The shape recorded by recordServedShape. */
export const servedShape = () =>
  (window as unknown as { __servedShape?: DocumentShape }).__servedShape;
