import { useRef, type ReactNode } from "react";

import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import { cn } from "#app/shared/ui-utils";

export interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** What the visitor typed, kept as text until the field loses focus. */
  text: string;
  range: { min: number; max: number; step: number };
  onTextChange: (text: string) => void;
  onCommit: () => void;
  className?: string;
  decorate?: (input: ReactNode) => ReactNode;
}

/** The text stays as typed while editing ("-" on the way to "-5"); normalised on blur. */
export function NumberField({
  id,
  name,
  label,
  hint,
  text,
  range,
  onTextChange,
  onCommit,
  className,
  decorate = (input) => input,
}: NumberFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const ref = useRef<HTMLInputElement>(null);
  // A number typed before the page hydrated counts (the estimate follows it).
  useValueFromBeforeHydration(ref, onTextChange);
  const input = (
    <input
      ref={ref}
      id={id}
      name={name}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={range.step}
      value={text}
      aria-describedby={hintId}
      onChange={(event) => onTextChange(event.currentTarget.value)}
      onBlur={onCommit}
      className={cn(
        "border-ink-subtle bg-surface h-11 rounded-lg border px-3 text-lg tabular-nums",
        className,
      )}
    />
  );
  return (
    <div>
      <label htmlFor={id} className="text-ink block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-ink-muted mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      {decorate(input)}
    </div>
  );
}
