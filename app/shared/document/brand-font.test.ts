// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

import {
  BRAND_FONT_FAMILY,
  BRAND_FONT_STORAGE_KEY,
  brandFontBootScript,
  cacheBrandFontWhenIdle,
  BRAND_FONT_SWITCH_DEADLINE_MS,
  showBrandFontIfCached,
} from "./brand-font";

const FONT_URL = "/assets/inter-subset-AbC123.woff2";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

/** A window whose page has loaded and whose idle callbacks run when `idle()` is called. */
function loadedWindow(fetchImpl: (url: string, init?: RequestInit) => Promise<Response>) {
  const idleCallbacks: Array<() => void> = [];
  const fetch = vi.fn(fetchImpl);
  const win = {
    document: { readyState: "complete" },
    fetch,
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  } as unknown as Window;
  const idle = async () => {
    for (const callback of idleCallbacks.splice(0)) callback();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // Let the download's promise chain settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, fetch, idle, idleCallbacks };
}

describe("brand font boot script", () => {
  function run(stored: string | null, storageThrows = false) {
    const root = { dataset: {} as Record<string, string> };
    const head: Array<Record<string, string>> = [];
    preloads = head;
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error("SecurityError");
        return key === BRAND_FONT_STORAGE_KEY ? stored : null;
      },
    };
    new Function("localStorage", "document", brandFontBootScript(FONT_URL))(localStorage, {
      documentElement: root,
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => head.push(element) },
    });
    return root.dataset.font;
  }
  let preloads: Array<Record<string, string>> = [];

  it("marks <html> only when this very font file was cached before", () => {
    expect(run(FONT_URL)).toBe("brand");
    // Preloaded, so that Chromium waits for it (from the cache) before the first paint.
    expect(preloads).toEqual([
      { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous", href: FONT_URL },
    ]);
    expect(run(null)).toBeUndefined();
    expect(preloads).toEqual([]);
    // An older build's file is not this one: the new file is not in the cache yet.
    expect(run("/assets/inter-subset-Old999.woff2")).toBeUndefined();
  });

  it("does nothing when storage is refused", () => {
    expect(run(FONT_URL, true)).toBeUndefined();
  });
});

describe("caching the brand font after a first view", () => {
  it("downloads the file when the page is idle and remembers it once it arrived", async () => {
    const storage = memoryStorage();
    const { win, fetch, idle, idleCallbacks } = loadedWindow(async () => new Response("woff2"));
    cacheBrandFontWhenIdle(FONT_URL, { storage, win });
    expect(fetch).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    await idle();
    expect(fetch).toHaveBeenCalledWith(FONT_URL, expect.objectContaining({ priority: "low" }));
    expect(storage.values.get(BRAND_FONT_STORAGE_KEY)).toBe(FONT_URL);
  });

  it("waits for the load event when the page is still loading", () => {
    const storage = memoryStorage();
    const { win } = loadedWindow(async () => new Response("woff2"));
    (win.document as { readyState: string }).readyState = "interactive";
    const cancel = cacheBrandFontWhenIdle(FONT_URL, { storage, win });
    expect(win.addEventListener).toHaveBeenCalledWith("load", expect.any(Function), {
      once: true,
    });
    cancel();
    expect(win.removeEventListener).toHaveBeenCalledWith("load", expect.any(Function));
  });

  it("remembers nothing when the download fails or is refused", async () => {
    for (const fetchImpl of [
      async () => new Response("gone", { status: 404 }),
      async () => Promise.reject(new TypeError("offline")),
    ]) {
      const storage = memoryStorage();
      const { win, idle } = loadedWindow(fetchImpl);
      cacheBrandFontWhenIdle(FONT_URL, { storage, win });
      await idle();
      expect(storage.values.has(BRAND_FONT_STORAGE_KEY)).toBe(false);
    }
  });

  it("fetches nothing when the file is already remembered, or after cancelling", async () => {
    const remembered = loadedWindow(async () => new Response("woff2"));
    cacheBrandFontWhenIdle(FONT_URL, {
      storage: memoryStorage({ [BRAND_FONT_STORAGE_KEY]: FONT_URL }),
      win: remembered.win,
    });
    expect(remembered.idleCallbacks).toHaveLength(0);

    const cancelled = loadedWindow(async () => new Response("woff2"));
    const storage = memoryStorage();
    cacheBrandFontWhenIdle(FONT_URL, { storage, win: cancelled.win })();
    for (const callback of cancelled.idleCallbacks) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled.fetch).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
  });
});

describe("switching to the brand font on a client-side navigation", () => {
  const face = {} as FontFace;

  it("loads the cached face first, then marks <html>", async () => {
    const root = document.createElement("html");
    const load = vi.fn(async () => [face]);
    const shown = await showBrandFontIfCached(FONT_URL, {
      storage: memoryStorage({ [BRAND_FONT_STORAGE_KEY]: FONT_URL }),
      root,
      fonts: { load },
    });
    expect(shown).toBe(true);
    expect(load).toHaveBeenCalledWith(`1em "${BRAND_FONT_FAMILY}"`);
    expect(root.dataset.font).toBe("brand");
  });

  it("keeps the fallback when the font was never cached or does not load", async () => {
    const neverCached = document.createElement("html");
    const load = vi.fn(async () => [face]);
    expect(
      await showBrandFontIfCached(FONT_URL, {
        storage: memoryStorage(),
        root: neverCached,
        fonts: { load },
      }),
    ).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(neverCached.dataset.font).toBeUndefined();

    for (const failingLoad of [async () => [], async () => Promise.reject(new Error("network"))]) {
      const root = document.createElement("html");
      const shown = await showBrandFontIfCached(FONT_URL, {
        storage: memoryStorage({ [BRAND_FONT_STORAGE_KEY]: FONT_URL }),
        root,
        fonts: { load: failingLoad },
      });
      expect(shown).toBe(false);
      expect(root.dataset.font).toBeUndefined();
    }
  });

  it("keeps the fallback on this page when the face loads after the deadline, and switches the next one at once", async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage({ [BRAND_FONT_STORAGE_KEY]: FONT_URL });
      let finishLoading: (faces: FontFace[]) => void = () => {};
      const slowLoad = vi.fn(() => new Promise<FontFace[]>((resolve) => (finishLoading = resolve)));
      const root = document.createElement("html");
      const shown = showBrandFontIfCached(FONT_URL, {
        storage,
        root,
        fonts: { load: slowLoad },
      });
      await vi.advanceTimersByTimeAsync(BRAND_FONT_SWITCH_DEADLINE_MS);
      finishLoading([face]);
      expect(await shown).toBe(false);
      expect(root.dataset.font).toBeUndefined();

      // The face is loaded now: the next navigation's load resolves at once.
      const nextRoot = document.createElement("html");
      const next = await showBrandFontIfCached(FONT_URL, {
        storage,
        root: nextRoot,
        fonts: { load: async () => [face] },
      });
      expect(next).toBe(true);
      expect(nextRoot.dataset.font).toBe("brand");
    } finally {
      vi.useRealTimers();
    }
  });

  it("switches when the face loads just within the deadline", async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement("html");
      const shown = showBrandFontIfCached(FONT_URL, {
        storage: memoryStorage({ [BRAND_FONT_STORAGE_KEY]: FONT_URL }),
        root,
        fonts: {
          load: () =>
            new Promise<FontFace[]>((resolve) =>
              setTimeout(() => resolve([face]), BRAND_FONT_SWITCH_DEADLINE_MS - 10),
            ),
        },
      });
      await vi.advanceTimersByTimeAsync(BRAND_FONT_SWITCH_DEADLINE_MS);
      expect(await shown).toBe(true);
      expect(root.dataset.font).toBe("brand");
    } finally {
      vi.useRealTimers();
    }
  });
});
