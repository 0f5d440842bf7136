// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useVisibleTimeout } from "./use-visible-timeout";

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  setHidden(false);
});
afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe("useVisibleTimeout", () => {
  it("fires once after the delay", () => {
    const callback = vi.fn();
    renderHook(() => useVisibleTimeout(callback, 1000));
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it("does not count the time the tab is hidden", () => {
    const callback = vi.fn();
    renderHook(() => useVisibleTimeout(callback, 1000));
    vi.advanceTimersByTime(600);
    setHidden(true);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(399);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it("does nothing without a delay, and stops when unmounted", () => {
    const callback = vi.fn();
    renderHook(() => useVisibleTimeout(callback, null));
    const { unmount } = renderHook(() => useVisibleTimeout(callback, 100));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });

  it("starts again when the restart key changes", () => {
    const callback = vi.fn();
    const { rerender } = renderHook(({ key }) => useVisibleTimeout(callback, 1000, key), {
      initialProps: { key: 1 },
    });
    vi.advanceTimersByTime(800);
    rerender({ key: 2 });
    vi.advanceTimersByTime(800);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledOnce();
  });
});
