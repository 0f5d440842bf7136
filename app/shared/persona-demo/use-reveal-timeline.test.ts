// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { personaRevealTimesMs } from "./personas.copy";
import { useRevealTimeline } from "./use-reveal-timeline";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(initial: { key: string; running: boolean; complete: boolean }) {
  return renderHook(
    ({ key, running, complete }) =>
      useRevealTimeline(personaRevealTimesMs, key, { running, complete }),
    { initialProps: initial },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useRevealTimeline", () => {
  it("reaches stage 1 at 1 s, 2 at 3 s and 3 at 5 s", () => {
    const { result } = setup({ key: "a", running: true, complete: false });
    expect(result.current).toBe(0);
    advance(999);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);
    advance(1999);
    expect(result.current).toBe(1);
    advance(1);
    expect(result.current).toBe(2);
    advance(1999);
    expect(result.current).toBe(2);
    advance(1);
    expect(result.current).toBe(3);
    advance(10_000);
    expect(result.current).toBe(3);
  });

  it("can start at a later stage and plays the rest on the same clock", () => {
    const { result, rerender } = renderHook(
      ({ key, startAt }) =>
        useRevealTimeline(personaRevealTimesMs, key, { running: true, complete: false, startAt }),
      { initialProps: { key: "first", startAt: 2 } },
    );
    // Shown on the first render (and so in the server's HTML), before any timer.
    expect(result.current).toBe(2);
    advance(1999);
    expect(result.current).toBe(2);
    advance(1);
    expect(result.current).toBe(3);
    // A new run without startAt begins from nothing again.
    rerender({ key: "second", startAt: 0 });
    expect(result.current).toBe(0);
    advance(1000);
    expect(result.current).toBe(1);
  });

  it("starts over with a new key", () => {
    const { result, rerender } = setup({ key: "a", running: true, complete: false });
    advance(1000);
    advance(2000);
    advance(500);
    expect(result.current).toBe(2);
    rerender({ key: "b", running: true, complete: false });
    expect(result.current).toBe(0);
    advance(1000);
    expect(result.current).toBe(1);
    advance(2000);
    advance(2000);
    expect(result.current).toBe(3);
  });

  it("stands still while paused and resumes where it stopped", () => {
    const { result, rerender } = setup({ key: "a", running: true, complete: false });
    advance(2000);
    expect(result.current).toBe(1);
    rerender({ key: "a", running: false, complete: false });
    advance(60_000);
    expect(result.current).toBe(1);
    rerender({ key: "a", running: true, complete: false });
    advance(999);
    expect(result.current).toBe(1);
    advance(1);
    expect(result.current).toBe(2);
  });

  it("does not start before it runs (off screen)", () => {
    const { result, rerender } = setup({ key: "a", running: false, complete: false });
    advance(10_000);
    expect(result.current).toBe(0);
    rerender({ key: "a", running: true, complete: false });
    advance(1000);
    expect(result.current).toBe(1);
  });

  it("shows everything at once when complete (reduced motion)", () => {
    const { result } = setup({ key: "a", running: true, complete: true });
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
