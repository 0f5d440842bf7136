import {
  COUNTDOWN_REFRESH_MS,
  countdownParts,
  countdownTarget,
  type CountdownParts,
} from "./countdown";

/** What a box shows before the script has run: the time is the browser's. */
export const COUNTDOWN_PLACEHOLDER = "--";

const formatCountdownFigure = (value: number) => String(value).padStart(2, "0");

// Plain DOM, every 60 seconds: the server drew placeholders in boxes of the same size.
export function startCountdown(doc: Document = document): () => void {
  const figures = [...doc.querySelectorAll<HTMLElement>("[data-countdown-unit]")];
  if (figures.length === 0) return () => {};
  const win = doc.defaultView ?? window;
  // The first figures come from the same instant as the target: the countdown always starts
  // at 07:00:00, however busy the main thread.
  const start = Date.now();
  const target = countdownTarget(start);
  const show = (now = Date.now()) => {
    const parts = countdownParts(now, target);
    for (const figure of figures) {
      const unit = figure.dataset.countdownUnit as keyof CountdownParts;
      figure.textContent = formatCountdownFigure(parts[unit]);
    }
  };
  const refresh = () => {
    if (!doc.hidden) show();
  };
  show(start);
  const timer = win.setInterval(refresh, COUNTDOWN_REFRESH_MS);
  doc.addEventListener("visibilitychange", refresh);
  return () => {
    win.clearInterval(timer);
    doc.removeEventListener("visibilitychange", refresh);
  };
}
