import { useRef } from "react";

import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import type { SliderRange } from "./roi";

/** A labelled range input with its current value shown beside the label. */
export function SliderField({
  id,
  name,
  label,
  range,
  value,
  format,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  range: SliderRange;
  value: number;
  /** The value as words, shown and announced: 24 → "24 hours". */
  format: (value: number) => string;
  onChange: (value: number) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // A slider moved before the page hydrated counts.
  useValueFromBeforeHydration(ref, (moved) => onChange(Number(moved)));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-ink font-semibold">
          {label}
        </label>
        <output htmlFor={id} className="text-accent-strong font-semibold tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        ref={ref}
        id={id}
        name={name}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="accent-brand-600 mt-3 h-6 w-full cursor-pointer"
      />
      <div aria-hidden="true" className="text-ink-muted mt-1 flex justify-between text-xs">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}
