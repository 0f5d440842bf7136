/**
 * When the brand typeface (Inter, styles/fonts.css) draws the text.
 *
 * A first view does not wait for it: the font file is 26 KB, and fetched beside the document
 * and the stylesheet it was the last thing the largest paint waited for (Lighthouse mobile,
 * home page's no-JS copy: LCP 1.37 s with it, 1.09 s without; docs/PERFORMANCE.md). Nor can
 * it be swapped in later without moving text: line breaks depend on every glyph's width, and
 * no metric-adjusted fallback wraps all the site's texts like Inter does (styles/fonts.css).
 * So a first view draws in the metric-matched fallback, and once it has loaded and gone idle
 * it fetches the font file into the HTTP cache and remembers that it did. From then on:
 *
 * - every full page load draws in Inter from its first paint: the inline <head> script marks
 *   <html data-font="brand"> before the stylesheet applies and preloads the file, which comes
 *   from the cache within `font-display: optional`'s 100 ms (Chromium holds the first paint for
 *   an optional font only when it is preloaded; were the file evicted, the page keeps the
 *   fallback);
 * - a client-side navigation of the first page switches to Inter as it starts, right after the
 *   visitor's click, when the whole page changes anyway (a layout shift within 500 ms of input
 *   does not count as one).
 *
 * Without JavaScript a <noscript> style in root.tsx names Inter for every page instead, with
 * the same `optional` rule.
 */
export const BRAND_FONT_STORAGE_KEY = "brand-font";
export const BRAND_FONT_FAMILY = "Inter Variable";

/**
 * Inline <head> script: `data-font="brand"` on <html> and a preload of the file when this very
 * file (its hashed URL) was cached by an earlier page. Plain ES5, runs before the stylesheet
 * applies; covered by the CSP like the theme script it is appended to.
 */
export function brandFontBootScript(fontUrl: string) {
  const url = JSON.stringify(fontUrl);
  return `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_STORAGE_KEY)})===${url}){document.documentElement.dataset.font="brand";var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=${url};document.head.appendChild(l)}}catch(e){}`;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function safeStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function rememberedFontUrl(storage: StorageLike | undefined) {
  try {
    return storage?.getItem(BRAND_FONT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * On a view that draws in the fallback: once the page has loaded and the main thread is idle,
 * download the font file at low priority and remember it for the next pages. Returns a cancel
 * function (for an effect's cleanup). Nothing is remembered when the download fails.
 */
export function cacheBrandFontWhenIdle(
  fontUrl: string,
  { storage = safeStorage(), win = window }: { storage?: StorageLike; win?: Window } = {},
): () => void {
  if (rememberedFontUrl(storage) === fontUrl) return () => {};
  let cancelled = false;
  const download = async () => {
    if (cancelled) return;
    try {
      // Same URL, mode and credentials as the stylesheet's @font-face request, so the later
      // page's font load is answered from the HTTP cache.
      const response = await win.fetch(fontUrl, { priority: "low" } as RequestInit);
      if (!response.ok) return;
      await response.arrayBuffer();
      storage?.setItem(BRAND_FONT_STORAGE_KEY, fontUrl);
    } catch {
      // Offline, blocked or storage refused: the next page simply tries again.
    }
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === "function") {
      win.requestIdleCallback(() => void download(), { timeout: 3_000 });
    } else {
      win.setTimeout(() => void download(), 200);
    }
  };
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener("load", whenIdle);
  };
}

/**
 * How long after the visitor's click the switch may still happen. A layout shift within 500 ms
 * of input does not count (CLS); loading the face from the cache and the next frame must fit in
 * that. On a busy device the load can take longer: then this page keeps the fallback, and the
 * face, loaded by then, switches the next navigation instantly.
 */
export const BRAND_FONT_SWITCH_DEADLINE_MS = 300;

/**
 * At the start of a client-side navigation: switch this page to Inter if an earlier idle
 * moment cached it. The face is loaded (from the cache) before <html> is marked, so no text
 * is ever invisible while it waits, and only within the deadline above.
 */
export async function showBrandFontIfCached(
  fontUrl: string,
  {
    storage = safeStorage(),
    root = document.documentElement,
    fonts = document.fonts,
  }: { storage?: StorageLike; root?: HTMLElement; fonts?: Pick<FontFaceSet, "load"> } = {},
): Promise<boolean> {
  if (root.dataset.font === "brand") return true;
  if (rememberedFontUrl(storage) !== fontUrl) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loaded = fonts.load(`1em "${BRAND_FONT_FAMILY}"`).then(
    (faces) => faces.length > 0,
    () => false,
  );
  const tooLate = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), BRAND_FONT_SWITCH_DEADLINE_MS);
  });
  const inTime = await Promise.race([loaded, tooLate]);
  clearTimeout(timer);
  if (!inTime) return false;
  root.dataset.font = "brand";
  return true;
}
