// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AFTER_PAINT_PROMISE_KEY, afterPaintScript, UNREPORTED_PAINT_WAIT_MS } from "./first-paint";

const holder = window as unknown as Record<string, Promise<void> | undefined>;

/** Runs the page's inline script (its very text) and returns the wait it sets. */
function afterFirstPaint(): Promise<void> {
  new Function(afterPaintScript)();
  return holder[AFTER_PAINT_PROMISE_KEY]!;
}

/** SiteLayout's held chrome script preloads and the critical-CSS step's held stylesheet. */
const HELD =
  '<template data-after-paint><link rel="modulepreload" href="/assets/chrome-script.js"><link rel="modulepreload" href="/assets/chrome.js"></template>' +
  '<template data-after-paint><link rel="stylesheet" href="/assets/site.css"></template>';
const RELEASED = ["/assets/chrome-script.js", "/assets/chrome.js", "/assets/site.css"];

const released = () =>
  [...document.querySelectorAll("link")].map((link) => link.getAttribute("href"));

/** Stands in for the browser's paint timing: `report(name)` delivers one paint entry. */
function fakePaintTiming() {
  const observers: Array<(names: string[]) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push((names) =>
        this.callback(
          { getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []) } as never,
          this as never,
        ),
      );
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return { report: (name: string) => observers.forEach((notify) => notify([name])) };
}

/** Whether the wait has ended, a few turns of the event loop later. */
async function settledSoon(wait: Promise<void>) {
  let settled = false;
  void wait.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
}

describe("what the page holds until its first paint", () => {
  beforeEach(() => {
    delete holder[AFTER_PAINT_PROMISE_KEY];
    document.body.innerHTML = HELD;
  });
  afterEach(() => {
    document.head.innerHTML = "";
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is put in place once the first contentful paint is reported, not at an earlier paint", async () => {
    const paints = fakePaintTiming();
    const wait = afterFirstPaint();
    expect(afterFirstPaint(), "a second run of the script changes nothing").toBe(wait);
    paints.report("first-paint");
    expect(await settledSoon(wait)).toBe(false);
    expect(released()).toEqual([]);

    paints.report("first-contentful-paint");
    await wait;
    expect(released()).toEqual(RELEASED);
    expect(document.querySelector("template")).toBeNull();
  });

  it("is put in place a while after `load` in a page whose paint is not reported", async () => {
    fakePaintTiming();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const wait = afterFirstPaint();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(UNREPORTED_PAINT_WAIT_MS - 1);
    await Promise.resolve();
    expect(released()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await wait;
    expect(released()).toEqual(RELEASED);
  });

  it("is put in place when the page is hidden before it paints", async () => {
    fakePaintTiming();
    const wait = afterFirstPaint();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await wait;
    visibility.mockRestore();
    expect(released()).toEqual(RELEASED);
  });

  it("is put in place at once in a hidden page, which has no paint to wait for", async () => {
    fakePaintTiming();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await afterFirstPaint();
    expect(released()).toEqual(RELEASED);
  });
});
