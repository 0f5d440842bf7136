// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useHydrated } from "./use-hydrated";
import { usePageVisible } from "./use-page-visible";
import { usePrefersReducedMotion, useReducedMotionPreference } from "./use-reduced-motion";

afterEach(() => vi.restoreAllMocks());

/** What a hook returns while the server renders. */
function onServer<T>(hook: () => T): T {
  let value: T | undefined;
  function Probe() {
    value = hook();
    return null;
  }
  renderToString(<Probe />);
  return value as T;
}

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe("shared hooks", () => {
  it("useHydrated is false on the server and true in the browser", () => {
    expect(onServer(useHydrated)).toBe(false);
    expect(renderHook(useHydrated).result.current).toBe(true);
  });

  it("reads prefers-reduced-motion, unknown (null) or false on the server", () => {
    expect(onServer(useReducedMotionPreference)).toBeNull();
    expect(onServer(usePrefersReducedMotion)).toBe(false);
    mockReducedMotion(true);
    expect(renderHook(useReducedMotionPreference).result.current).toBe(true);
    expect(renderHook(usePrefersReducedMotion).result.current).toBe(true);
  });

  it("follows the tab's visibility", () => {
    expect(onServer(usePageVisible)).toBe(true);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    const { result } = renderHook(usePageVisible);
    expect(result.current).toBe(true);
    visibility.mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(result.current).toBe(false);
  });
});

describe("useBrowserStore", () => {
  const subscribe = () => () => {};
  const inBrowser = () => "browser";
  const onServer = () => "server";

  it("hydrates with the server's value, then catches up with the browser's", async () => {
    const { hydrateRoot } = await import("react-dom/client");
    const { useBrowserStore } = await import("./use-browser-store");
    const seen: string[] = [];
    function Probe() {
      const value = useBrowserStore(subscribe, inBrowser, onServer);
      seen.push(value);
      return <p>{value}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("server");
    seen.length = 0;
    const errors = vi.spyOn(console, "error");
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(seen[0]).toBe("server");
    expect(container.textContent).toBe("browser");
    expect(errors).not.toHaveBeenCalled();
  });

  it("catches up with the browser's value after mounting, and follows changes", async () => {
    const { useBrowserStore } = await import("./use-browser-store");
    let current = "first";
    const listeners = new Set<() => void>();
    const store = (onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    };
    const read = () => current;
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const value = useBrowserStore(store, read, onServer);
      seen.push(value);
      return value;
    });
    expect(seen[0]).toBe("server");
    await waitFor(() => expect(result.current).toBe("first"));
    current = "second";
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe("second");
  });
});
