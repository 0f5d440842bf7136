import path from "node:path";

import type { Page } from "@playwright/test";

/**
 * The general layout check (issue 55): what a visitor would see as broken at a width, found in
 * the rendered page rather than page by page. Run in the page with `page.evaluate(findLayoutFaults)`
 * after the page is drawn whole (render-everything.css) with reduced motion.
 *
 * A fault is one of:
 * - `page-scrolls-sideways`: the document is wider than the viewport;
 * - `off-screen`: text or a control reaches past the viewport's left or right edge, with
 *   nothing clipping it and no sideways scroller holding it;
 * - `clipped`: text cut or hidden by an ancestor whose overflow is hidden or clip, unless that
 *   ancestor truncates on purpose (line-clamp or text-overflow: ellipsis) and the full text is
 *   available (a title, an expanding control, or a link in the same card to the whole thing), or
 *   it is a picture marked `data-crops-bottom` running off its panel's bottom edge;
 * - `outside-its-box`: text or a control past the edge of the nearest ancestor that paints a box
 *   (a background or a border all round), such as a pill or a card;
 * - `word-broken`: a word split over two lines, letter by letter, because its box is narrower
 *   than the word (breaks at spaces, hyphens and soft hyphens are words wrapping, not faults).
 *
 * Scrollers (overflow auto or scroll) clip nothing a visitor cannot reach, and text a screen
 * reader alone reads (the sr-only pattern) is not looked at.
 */
export interface LayoutFault {
  kind: "page-scrolls-sideways" | "off-screen" | "clipped" | "outside-its-box" | "word-broken";
  /** A CSS path to the element, short enough to find it. */
  where: string;
  /** The text (its first 60 characters) or the control's name. */
  what: string;
}

/**
 * Runs in the page: serialisable, no closure over the test's scope. Elements inside
 * `skipWithin` (selectors) are not looked at.
 */
export function findLayoutFaults(skipWithin: readonly string[] = []): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const skipped = skipWithin.join(", ");
  const tolerance = 1.5;
  const viewportWidth = document.documentElement.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let computed = styles.get(element);
    if (!computed) {
      computed = getComputedStyle(element);
      styles.set(element, computed);
    }
    return computed;
  };

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      if (node === document.body) break;
      const id = node.id ? `#${node.id}` : "";
      const classes = [...node.classList]
        .filter((name) => !name.includes(":") && !name.includes("["))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
      if (id) break;
    }
    return parts.join(" > ");
  };
  const add = (kind: LayoutFault["kind"], element: Element, what: string) => {
    if (skipped && element.closest(skipped)) return;
    const where = describe(element);
    if (!faults.some((fault) => fault.kind === kind && fault.where === where)) {
      faults.push({ kind, where, what: what.replace(/\s+/g, " ").trim().slice(0, 60) });
    }
  };

  if (document.documentElement.scrollWidth > viewportWidth + 1) {
    add(
      "page-scrolls-sideways",
      document.documentElement,
      `${document.documentElement.scrollWidth} px wide at ${viewportWidth} px`,
    );
  }

  const isScroller = (computed: CSSStyleDeclaration, axis: "x" | "y") => {
    const overflow = axis === "x" ? computed.overflowX : computed.overflowY;
    return overflow === "auto" || overflow === "scroll";
  };
  const clips = (computed: CSSStyleDeclaration) =>
    computed.overflowX !== "visible" || computed.overflowY !== "visible";
  /** The sr-only pattern: a 1 px box that clips its text away, on purpose, for screen readers. */
  const screenReaderOnly = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      const computed = style(node);
      if (computed.position === "absolute" && box.width <= 1 && box.height <= 1) return true;
      if (computed.clip !== "auto" && computed.clip !== "") return true;
    }
    return false;
  };
  const paintsBox = (computed: CSSStyleDeclaration) => {
    const background =
      computed.backgroundImage !== "none" ||
      !/rgba\(.*,\s*0\)$|transparent/.test(computed.backgroundColor);
    const bordered = ["Top", "Right", "Bottom", "Left"].every(
      (side) => parseFloat(computed.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    return background || bordered;
  };
  /** A deliberate cut: line-clamp or an ellipsis on the clipping element itself. */
  const truncates = (computed: CSSStyleDeclaration) =>
    (computed.webkitLineClamp !== "none" && computed.webkitLineClamp !== "") ||
    computed.textOverflow === "ellipsis";
  /** The full text of a truncated element is available: a title, an expanding control, a link. */
  const fullTextAvailable = (element: Element) => {
    if (element.closest("[title]")) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.id && document.querySelector(`[aria-controls~="${CSS.escape(node.id)}"]`))
        return true;
      if (node.matches("article, li, [data-card]") && node.querySelector("a[href]")) return true;
    }
    return false;
  };

  /**
   * A picture drawn to run off its panel's bottom edge (a device cropped by its frame): it says so
   * with `data-crops-bottom`, is no content (role="img" or aria-hidden) and is cut at the bottom only.
   */
  const croppedPicture = (clipper: Element, element: Element, cutX: boolean, cutTop: boolean) => {
    const picture = element.closest("[data-crops-bottom]");
    if (!picture || cutX || cutTop) return false;
    const notContent = element.closest('[role="img"], [aria-hidden="true"]');
    return Boolean(notContent) && (picture === clipper || picture.contains(clipper));
  };

  /** Checks one box (a line of text, or a control) against its ancestors. */
  const checkBox = (line: DOMRect, element: Element, what: string, reported = element) => {
    // The part of the box a visitor can bring on screen; a scroller narrows it to its window.
    const box = { left: line.left, right: line.right, top: line.top, bottom: line.bottom };
    let inScroller = false;
    let clippedAway = false;
    let checkedPaintedBox = false;
    for (let node: Element | null = element; node && node !== document.documentElement;) {
      const computed = style(node);
      const edge = node.getBoundingClientRect();
      if (!checkedPaintedBox && paintsBox(computed) && node !== document.body) {
        checkedPaintedBox = true;
        const outside =
          box.left < edge.left - tolerance ||
          box.right > edge.right + tolerance ||
          box.top < edge.top - tolerance ||
          box.bottom > edge.bottom + tolerance;
        if (outside && !clips(computed)) add("outside-its-box", reported, what);
      }
      if (clips(computed)) {
        const cutX = box.left < edge.left - tolerance || box.right > edge.right + tolerance;
        const cutY = box.top < edge.top - tolerance || box.bottom > edge.bottom + tolerance;
        const scrollsX = cutX && isScroller(computed, "x");
        const scrollsY = cutY && isScroller(computed, "y");
        if ((scrollsX || !cutX) && (scrollsY || !cutY) && (cutX || cutY)) {
          // Reachable by scrolling: from here on only the part in the scroller's window counts.
          inScroller = inScroller || scrollsX;
          box.left = Math.max(box.left, edge.left);
          box.right = Math.min(box.right, edge.right);
          box.top = Math.max(box.top, edge.top);
          box.bottom = Math.min(box.bottom, edge.bottom);
          if (box.left >= box.right || box.top >= box.bottom) return;
          node = node.parentElement;
          continue;
        }
        if (cutX || cutY) {
          // A clamp hides whole lines (a line half showing, as in a clamped box's padding, is a
          // fault); an ellipsis cuts a line sideways.
          const hiddenWhole =
            box.bottom <= edge.top + tolerance ||
            box.top >= edge.bottom - tolerance ||
            box.right <= edge.left + tolerance ||
            box.left >= edge.right - tolerance;
          const ellipsis = computed.textOverflow === "ellipsis" && cutX && !cutY;
          const deliberate =
            (truncates(computed) && fullTextAvailable(node) && (hiddenWhole || ellipsis)) ||
            croppedPicture(node, element, cutX, box.top < edge.top - tolerance);
          if (!deliberate) add("clipped", reported, what);
          // Cut on purpose or reported: not judged again against the screen's edges.
          clippedAway = true;
          break;
        }
      }
      node = node.parentElement;
    }
    if (!clippedAway && !inScroller) {
      if (box.left < -tolerance || box.right > viewportWidth + tolerance) {
        add("off-screen", reported, what);
      }
    }
  };

  /**
   * True when a word goes to the next line between two letters or digits. Breaks the browser may
   * make at punctuation ("6(1)" / "(b)") are a word wrapping, not a word broken.
   */
  const brokenBetweenLetters = (text: Text, start: number, length: number) => {
    const top = (index: number) => {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return Math.round(range.getBoundingClientRect().top);
    };
    const value = text.nodeValue ?? "";
    for (let index = start + 1; index < start + length; index += 1) {
      if (
        top(index) !== top(index - 1) &&
        /[\p{L}\p{N}]{2}/u.test(value.slice(index - 1, index + 1))
      )
        return true;
    }
    return false;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !screenReaderOnly(element);

  // Text, line by line.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeValue?.trim() &&
      node.parentElement &&
      !node.parentElement.closest("script, style, noscript, template, svg, [hidden]")
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement!;
    if (!visible(element)) continue;
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    for (const line of lines) checkBox(line, element, text.nodeValue ?? "");
    // Words split over lines: only text that wraps at all is looked at word by word.
    if (new Set(lines.map((line) => Math.round(line.top))).size < 2) continue;
    const value = text.nodeValue ?? "";
    for (const match of value.matchAll(/[^\s\-\u00ad\u2010-\u2014/]+/g)) {
      if (match[0].length < 2) continue;
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((r) => Math.round(r.top)),
      );
      if (tops.size > 1 && brokenBetweenLetters(text as Text, match.index, match[0].length)) {
        add("word-broken", element, match[0]);
        break;
      }
    }
  }

  // Controls: links, buttons and fields, whole.
  for (const control of document.querySelectorAll(
    "a[href], button, input:not([type=hidden]), select, textarea, [role=button]",
  )) {
    if (!visible(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const name =
      control.getAttribute("aria-label") ?? control.textContent ?? control.tagName.toLowerCase();
    checkBox(box, control.parentElement ?? control, name, control);
  }
  return faults;
}

/** Draws every section as a visitor scrolling down sees it (no `content-visibility` placeholders). */
export const RENDER_EVERYTHING_CSS = path.resolve("tests/e2e/support/render-everything.css");

/**
 * The page's layout faults at its current width, one line each for an assertion: settled as
 * reduced motion shows it and drawn whole.
 */
export async function layoutFaultsNow(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.addStyleTag({ path: RENDER_EVERYTHING_CSS });
  await page.evaluate(() => document.fonts.ready);
  // Two frames: after a resize, the first can still hold the old width's layout of content that
  // was off-screen (content-visibility) until the style above reaches it.
  // Then the transitions the resize set off are ended: even at reduced motion's 0.01 ms one can
  // hold its first frame (a demo step still shifted by the wide layout's translate).
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
  const width = page.viewportSize()?.width;
  const faults = await page.evaluate(findLayoutFaults, []);
  return faults.map((fault) => `${width} px: ${fault.kind} at ${fault.where}: "${fault.what}"`);
}
