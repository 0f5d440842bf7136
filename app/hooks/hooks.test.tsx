// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
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
