import { AFTER_PAINT_ATTRIBUTE } from "./after-paint";

/**
 * How long after `load` a page waits for a first contentful paint that is not reported (a page
 * whose paint is shown after `load` reports it within a frame or two).
 */
export const UNREPORTED_PAINT_WAIT_MS = 1_000;

/** `window.__afterPaint`, the promise of the first paint, which the unit tests read. */
export const AFTER_PAINT_PROMISE_KEY = "__afterPaint";

/**
 * Sets `window.__afterPaint`: settles once the browser reports the first contentful paint (a
 * frame's callbacks run before its pixels are shown: too early), after `load` and a wait when
 * none is reported, or once the page is parsed if it is hidden (no paint to wait for); the
 * held templates are released just before. Sent as its own source text (`afterPaintScript`), so
 * it uses nothing from outside itself.
 */
function installAfterPaint(attribute: string, unreportedWaitMs: number, key: string): void {
  const holder = window as unknown as Record<string, Promise<void> | undefined>;
  if (holder[key]) return;
  holder[key] = new Promise<void>((settle) => {
    let settled = false;
    const release = () => {
      if (settled) return;
      settled = true;
      for (const held of document.querySelectorAll(`template[${attribute}]`)) {
        held.replaceWith((held as HTMLTemplateElement).content);
      }
      settle();
    };
    // Whatever the signal, the whole page is parsed first: every held template is in it.
    const done = () => {
      if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", release);
      } else release();
    };
    if (document.visibilityState === "hidden") return done();
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
    addEventListener("load", () => setTimeout(done, unreportedWaitMs));
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") done();
    });
  });
}

/** The inline script at the end of SiteLayout's body that starts the wait for the first paint. */
export const afterPaintScript = `(${installAfterPaint.toString()})(${JSON.stringify(AFTER_PAINT_ATTRIBUTE)},${UNREPORTED_PAINT_WAIT_MS},${JSON.stringify(AFTER_PAINT_PROMISE_KEY)});`;
