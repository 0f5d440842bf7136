// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CountdownBanner } from "./countdown-banner";
import { startCountdown } from "./countdown-clock";

const shown = () =>
  ["days", "hours", "minutes"].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent);

/** The banner as the server drew it, in the document. */
function drawBanner() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<CountdownBanner />);
  document.body.append(container);
  return container;
}

describe("CountdownBanner", () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  });
  afterEach(() => {
    stop();
    cleanup();
    document.body.innerHTML = "";
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("renders placeholders on the server (the time is the browser's)", () => {
    const html = renderToString(<CountdownBanner />);
    expect(html).toContain("--");
    expect(html).not.toContain("07");
  });

  it("shows seven days once the script runs, changing only the figures' text", () => {
    const container = drawBanner();
    const markup = container.innerHTML.replaceAll("--", "");
    stop = startCountdown(document);
    expect(shown()).toEqual(["07", "00", "00"]);
    // Same elements and attributes as the server drew: the boxes keep their size.
    expect(container.innerHTML.replace(/>\d\d</g, "><")).toBe(markup);
  });

  it("counts down every 60 seconds toward the same moment", () => {
    drawBanner();
    stop = startCountdown(document);
    expect(shown()).toEqual(["07", "00", "00"]);
    vi.advanceTimersByTime(59_000);
    expect(shown()).toEqual(["07", "00", "00"]);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(["06", "23", "59"]);
    vi.advanceTimersByTime(60 * 60_000);
    expect(shown()).toEqual(["06", "22", "59"]);
  });

  it("starts at seven days even when the clock ticks while it computes", () => {
    // Every read of the clock is a millisecond later than the one before (a busy main thread).
    const start = Date.now();
    let reads = 0;
    vi.spyOn(Date, "now").mockImplementation(() => start + reads++);
    drawBanner();
    stop = startCountdown(document);
    expect(shown()).toEqual(["07", "00", "00"]);
  });

  it("catches up when a hidden tab is shown again", () => {
    drawBanner();
    stop = startCountdown(document);
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(true);
    vi.advanceTimersByTime(2 * 60_000);
    expect(shown()).toEqual(["07", "00", "00"]);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(shown()).toEqual(["06", "23", "58"]);
  });

  it("is a labelled timer that is not a live region", () => {
    render(<CountdownBanner />);
    const timer = screen.getByRole("timer", { name: "Time left in the limited-time offer" });
    expect(timer).not.toHaveAttribute("aria-live");
    expect(timer.querySelector("[aria-live]")).toBeNull();
    expect(screen.getByRole("heading", { name: "Limited Time Offer" })).toBeInTheDocument();
  });

  it("stops its timer when stopped, and does nothing on a page without a countdown", () => {
    drawBanner();
    startCountdown(document)();
    expect(vi.getTimerCount()).toBe(0);
    document.body.innerHTML = "";
    startCountdown(document);
    expect(vi.getTimerCount()).toBe(0);
  });
});
