import { Clock } from "lucide-react";

import { pricingText } from "./pricing.copy";
import { COUNTDOWN_PLACEHOLDER } from "./countdown-clock";

const copy = pricingText.countdown;
const units = ["days", "hours", "minutes"] as const;

/**
 * The limited-time offer and its countdown. The time left is the browser's, so the server (and
 * the prerendered page) draws placeholders in boxes of a fixed size, and the page's script
 * (countdown-clock.ts) puts the figures in: nothing shifts, nothing to hydrate.
 */
export function CountdownBanner() {
  return (
    <section aria-labelledby="offer-title" className="mx-auto max-w-6xl px-4 sm:px-6">
      {/* One compact row on a phone; wide, the text too. Either way the plans follow in the first screen. */}
      <div className="bg-night text-night-ink cta-glow flex items-center justify-between gap-3 rounded-[1.25rem] px-4 py-3 sm:gap-6 sm:px-6 sm:py-4">
        <div className="flex min-w-0 items-start gap-3">
          <Clock aria-hidden="true" className="text-brand-400 mt-1 size-6 shrink-0 max-sm:hidden" />
          <div className="min-w-0">
            <h2 id="offer-title" className="text-base font-bold sm:text-xl">
              {copy.title}
            </h2>
            <p className="text-night-muted mt-1 max-sm:sr-only">{copy.text}</p>
          </div>
        </div>
        {/* role=timer is not a live region: the minutes change without being announced. */}
        <div role="timer" aria-label={copy.label} className="flex shrink-0 gap-1.5 sm:gap-3">
          {units.map((unit) => (
            <div
              key={unit}
              className="bg-night-raised ring-night-line w-14 rounded-lg px-1 py-1.5 text-center ring-1 sm:w-16 sm:rounded-xl sm:px-2 sm:py-2"
            >
              <span
                data-testid={`countdown-${unit}`}
                data-countdown-unit={unit}
                className="block text-lg leading-none font-bold tabular-nums sm:text-2xl"
              >
                {COUNTDOWN_PLACEHOLDER}
              </span>
              <span className="text-night-muted mt-1 block text-[10px] font-medium uppercase sm:text-xs">
                {copy.units[unit]}
              </span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
