// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  afterFirstPaint,
  afterPaintScript,
  resetFirstPaint,
  UNREPORTED_PAINT_WAIT_MS,
} from "./first-paint";
import paintDirective from "./paint-directive";

/** SiteLayout's held island preloads and the critical-CSS step's held stylesheet. */
const HELD =
  '<template data-after-paint><link rel="modulepreload" href="/assets/react.js"><link rel="modulepreload" href="/assets/hero.js"></template>' +
  '<template data-after-paint><link rel="stylesheet" href="/assets/site.css"></template>';

const released = () =>
  [...document.querySelectorAll("link")].map((link) => link.getAttribute("href"));
const RELEASED = ["/assets/react.js", "/assets/hero.js", "/assets/site.css"];

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

function startIsland() {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  paintDirective(load, { name: "paint", value: "" }, document.createElement("div"));
  return { load, hydrate };
}

describe("after the first paint (client:paint, the chrome, the stylesheet)", () => {
  beforeEach(() => {
    resetFirstPaint();
    document.body.innerHTML = HELD;
  });
  afterEach(() => {
    document.head.innerHTML = "";
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("puts what the page holds in its place once, however many wait for the paint", async () => {
    const paints = fakePaintTiming();
    const waits = [afterFirstPaint(), afterFirstPaint()];
    expect(waits[1]).toBe(waits[0]);
    paints.report("first-contentful-paint");
    await Promise.all(waits);
    expect(released()).toEqual(RELEASED);
    expect(document.querySelector("template")).toBeNull();
  });

  it("is sent to the page as a self-contained script that does the same", async () => {
    const paints = fakePaintTiming();
    new Function(afterPaintScript)();
    const island = startIsland();
    paints.report("first-contentful-paint");
    await vi.waitFor(() => expect(island.hydrate).toHaveBeenCalledOnce());
    expect(released()).toEqual(RELEASED);
  });

  it("asks for the scripts and hydrates only once the first contentful paint is reported", async () => {
    const paints = fakePaintTiming();
    const first = startIsland();
    const second = startIsland();
    paints.report("first-paint");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(first.load).not.toHaveBeenCalled();
    expect(released()).toEqual([]);

    paints.report("first-contentful-paint");
    await vi.waitFor(() => expect(first.hydrate).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(second.hydrate).toHaveBeenCalledOnce());
    expect(released()).toEqual(RELEASED);
  });

  it("starts a while after `load` in a page whose paint is not reported", async () => {
    fakePaintTiming();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const island = startIsland();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(UNREPORTED_PAINT_WAIT_MS - 1);
    await Promise.resolve();
    expect(island.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(island.hydrate).toHaveBeenCalledOnce());
  });

  it("starts when the page is hidden before it paints", async () => {
    fakePaintTiming();
    const island = startIsland();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(island.hydrate).toHaveBeenCalledOnce());
    visibility.mockRestore();
  });

  it("starts at once in a hidden page, which has no paint to wait for", async () => {
    fakePaintTiming();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const island = startIsland();
    await vi.waitFor(() => expect(island.hydrate).toHaveBeenCalledOnce());
    expect(released()).toEqual(RELEASED);
  });
});
