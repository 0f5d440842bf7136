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
    // Sorted: the order of <title>, <meta> and <link> among the head's scripts changes nothing.
    // Left out: the module preloads a page adds when an island or a lazy section loads.
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
 * Watches <main> from the end of parsing until half a second after hydration, and lists every
 * element the page's script takes out of it (window.__removedFromMain): hydration and the
 * renders right after it must leave the server's markup in place. React 19 sets `innerHTML`
 * again whenever a `dangerouslySetInnerHTML` object is new, so a re-render rebuilt every
 * description, post body and code snippet (app/shared/hooks/use-inner-html.ts). A loading
 * indicator (`role="status"`) that goes once what it waits for has loaded is not the server's
 * content and is not listed. What a page does later on its own is its behaviour, not a rebuild:
 * /demo/PhoneDemo opens its agent app a second after it hydrates, replacing the home screen.
 */
export function watchRemovalsFromMain(): void {
  const settleMs = 500;
  const removed: string[] = [];
  (window as unknown as { __removedFromMain: string[] }).__removedFromMain = removed;
  let hydratedAt: number | null = null;
  const hydration = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    hydratedAt = performance.now();
    hydration.disconnect();
  });
  hydration.observe(document.documentElement, { attributeFilter: ["data-hydrated"] });
  const removals = new MutationObserver((records) => {
    if (hydratedAt !== null && performance.now() > hydratedAt + settleMs) {
      removals.disconnect();
      return;
    }
    for (const record of records) {
      const parent = record.target as Element;
      if (!parent.closest?.("main")) continue;
      for (const node of record.removedNodes) {
        if (!(node instanceof Element) || node.getAttribute("role") === "status") continue;
        removed.push(`<${node.tagName.toLowerCase()}> from <${parent.tagName.toLowerCase()}>`);
      }
    }
  });
  removals.observe(document, { childList: true, subtree: true });
}

/**
 * An init script that records the document's shape as parsed (window.__servedShape) and starts
 * watching <main>: when the parser is done ("interactive"), before deferred and module scripts
 * run.
 */
export const recordServedShape = `document.addEventListener("readystatechange", () => {
  if (document.readyState !== "interactive") return;
  window.__servedShape = (${documentShape.toString()})();
  (${watchRemovalsFromMain.toString()})();
});`;

/** The elements taken out of <main> since it was parsed (watchRemovalsFromMain). */
export const removedFromMain = () =>
  (window as unknown as { __removedFromMain?: string[] }).__removedFromMain;

/** The shape recorded by recordServedShape. */
export const servedShape = () =>
  (window as unknown as { __servedShape?: DocumentShape }).__servedShape;
