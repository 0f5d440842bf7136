import { describe, expect, it } from "vitest";

import { FONT_CACHED_KEY, fontBootScript } from "./font-boot";

const FONT = "/assets/inter-subset.abc.woff2";

/** Runs the inline script against a stand-in document, font set and storage. */
function runBoot(stored: Record<string, string>, fontLoaded = true) {
  const values = new Map(Object.entries(stored));
  const appended: Record<string, string>[] = [];
  const listeners: Array<() => void> = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (element: Record<string, string>) => appended.push(element) },
    fonts: {
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      check: (font: string) => fontLoaded && font.includes('"Inter Variable"'),
    },
  };
  const localStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  new Function("localStorage", "document", fontBootScript(FONT))(localStorage, document);
  return { appended, values, fontsLoaded: () => listeners.forEach((listener) => listener()) };
}

describe("the brand font on a repeat visit", () => {
  it("asks for the font from <head> once this browser has loaded it", () => {
    const { appended } = runBoot({ [FONT_CACHED_KEY]: FONT });
    expect(appended).toEqual([
      { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href: FONT },
    ]);
  });

  it("leaves a first visit, or a cached older font file, to the preload in <body>", () => {
    expect(runBoot({}).appended).toEqual([]);
    expect(runBoot({ [FONT_CACHED_KEY]: "/assets/inter-subset.old.woff2" }).appended).toEqual([]);
  });

  it("remembers the file once Inter has loaded, and not before", () => {
    const loaded = runBoot({});
    loaded.fontsLoaded();
    expect(loaded.values.get(FONT_CACHED_KEY)).toBe(FONT);
    const failed = runBoot({}, false);
    failed.fontsLoaded();
    expect(failed.values.has(FONT_CACHED_KEY)).toBe(false);
  });
});
