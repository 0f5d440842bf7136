// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LATE_STYLESHEETS_ELEMENT_ID, lateStylesheetScript } from "./late-stylesheet";

/** Paint timing as the browser reports it: `paint()` delivers the first paint entry. */
function fakePaintTiming() {
  const deliveries: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
    observe() {
      deliveries.push(() => this.callback({}, this));
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return { paint: () => deliveries.forEach((deliver) => deliver()) };
}

const setDocument = (property: "readyState" | "visibilityState", value: string) =>
  Object.defineProperty(document, property, { value, configurable: true });
const linked = () =>
  [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));
const runLoader = () => new Function(lateStylesheetScript)();

describe("the whole stylesheet, once the page has painted and loaded", () => {
  beforeEach(() => {
    document.body.innerHTML = `<script type="application/json" id="${LATE_STYLESHEETS_ELEMENT_ID}">["/assets/site.css"]</script>`;
    setDocument("readyState", "interactive");
    setDocument("visibilityState", "visible");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("waits for the paint and for `load`, whichever comes last", () => {
    const timing = fakePaintTiming();
    runLoader();
    timing.paint();
    expect(linked()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(linked()).toEqual(["/assets/site.css"]);
  });

  it("waits for the paint when `load` came first, and links it once", () => {
    const timing = fakePaintTiming();
    runLoader();
    window.dispatchEvent(new Event("load"));
    expect(linked()).toEqual([]);
    timing.paint();
    timing.paint();
    window.dispatchEvent(new Event("load"));
    expect(linked()).toEqual(["/assets/site.css"]);
  });

  it("does not wait for a paint in a hidden tab, which draws nothing", () => {
    fakePaintTiming();
    setDocument("visibilityState", "hidden");
    runLoader();
    window.dispatchEvent(new Event("load"));
    expect(linked()).toEqual(["/assets/site.css"]);
  });

  it("counts the frame after `load` in a browser without paint timing", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    runLoader();
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(linked()).toEqual(["/assets/site.css"]));
  });
});
