import { Clock } from "lucide-react";
import { useEffect, useState } from "react";

import { pricingText } from "./pricing.copy";
import {
  COUNTDOWN_REFRESH_MS,
  countdownParts,
  countdownTarget,
  type CountdownParts,
} from "./countdown";

const copy = pricingText.countdown;
const units = ["days", "hours", "minutes"] as const;

/**
 * Days, hours and minutes until seven days after the visitor's current time, recomputed on
 * load and every 60 seconds. The time is the browser's, so the server (and the prerendered
 * page) shows placeholders in boxes of the same size: nothing shifts, nothing mismatches.
 */
function useCountdown(): CountdownParts | null {
  const [parts, setParts] = useState<CountdownParts | null>(null);
  useEffect(() => {
    // The first figures come from the same instant as the target, so the countdown always
    // starts at 07:00:00 (a millisecond between two Date.now() calls made it 06:23:59).
    const start = Date.now();
    const target = countdownTarget(start);
    const update = (now = Date.now()) => setParts(countdownParts(now, target));
    update(start);
    // A hidden tab skips its ticks and catches up when it is shown again.
    const timer = window.setInterval(() => {
      if (!document.hidden) update();
    }, COUNTDOWN_REFRESH_MS);
    const onVisibility = () => {
      if (!document.hidden) update();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
  return parts;
}

export function CountdownBanner() {
  const parts = useCountdown();
  return (
    <section aria-labelledby="offer-title" className="mx-auto max-w-6xl px-6">
      <div className="bg-night flex flex-col items-center justify-between gap-6 rounded-2xl px-6 py-6 text-white sm:flex-row sm:px-8">
        <div className="flex items-start gap-3">
          <Clock aria-hidden="true" className="text-brand-300 mt-1 size-6 shrink-0" />
          <div>
            <h2 id="offer-title" className="text-xl font-bold">
              {copy.title}
            </h2>
            <p className="text-night-muted mt-1">{copy.text}</p>
          </div>
        </div>
        {/* role=timer is not a live region: the minutes change without being announced. */}
        <div role="timer" aria-label={copy.label} className="flex shrink-0 gap-3">
          {units.map((unit) => (
            <div key={unit} className="w-20 rounded-xl bg-white/10 px-2 py-3 text-center">
              <span
                data-testid={`countdown-${unit}`}
                className="block text-3xl leading-none font-bold tabular-nums"
              >
                {parts ? String(parts[unit]).padStart(2, "0") : "--"}
              </span>
              <span className="text-night-muted mt-1 block text-xs font-medium uppercase">
                {copy.units[unit]}
              </span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
