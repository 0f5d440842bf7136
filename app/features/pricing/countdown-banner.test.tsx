// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CountdownBanner } from "./countdown-banner";

const shown = () =>
  ["days", "hours", "minutes"].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent);

describe("CountdownBanner", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders placeholders on the server (the time is the browser's)", () => {
    const html = renderToString(<CountdownBanner />);
    expect(html).toContain("--");
    expect(html).not.toContain("07");
  });

  it("hydrates the server markup without a mismatch, then shows seven days", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CountdownBanner />);
    document.body.append(container);
    // A hydration mismatch would call console.error, which fails the test.
    await act(async () => {
      hydrateRoot(container, <CountdownBanner />);
    });
    expect(shown()).toEqual(["07", "00", "00"]);
    container.remove();
  });

  it("counts down every 60 seconds toward the same moment", () => {
    render(<CountdownBanner />);
    expect(shown()).toEqual(["07", "00", "00"]);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(shown()).toEqual(["07", "00", "00"]);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toEqual(["06", "23", "59"]);
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(shown()).toEqual(["06", "22", "59"]);
  });

  it("starts at seven days even when the clock ticks while it computes", () => {
    // Every read of the clock is a millisecond later than the one before (a busy main thread).
    const start = Date.now();
    let reads = 0;
    vi.spyOn(Date, "now").mockImplementation(() => start + reads++);
    render(<CountdownBanner />);
    expect(shown()).toEqual(["07", "00", "00"]);
  });

  it("is a labelled timer that is not a live region", () => {
    render(<CountdownBanner />);
    const timer = screen.getByRole("timer", { name: "Time left in the limited-time offer" });
    expect(timer).not.toHaveAttribute("aria-live");
    expect(timer.querySelector("[aria-live]")).toBeNull();
    expect(screen.getByRole("heading", { name: "Limited Time Offer" })).toBeInTheDocument();
  });

  it("stops its timer when unmounted", () => {
    const { unmount } = render(<CountdownBanner />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
