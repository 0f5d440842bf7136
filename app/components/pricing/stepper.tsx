import { Minus, Plus } from "lucide-react";

import { Button } from "../ui/button";

export interface StepperProps {
  id: string;
  /** Name of the query parameter the GET form submits. */
  name: string;
  label: string;
  hint?: string;
  /** What the visitor typed, kept as text until the field loses focus. */
  text: string;
  min: number;
  max: number;
  step: number;
  atMin: boolean;
  atMax: boolean;
  onTextChange: (text: string) => void;
  /** Writes the normalised value back into the field (on blur). */
  onCommit: () => void;
  onStep: (direction: 1 | -1) => void;
}

/**
 * A labelled number field between minus and plus buttons. The buttons stay focusable at the
 * limits (aria-disabled rather than disabled), so keyboard focus is never dropped.
 */
export function Stepper({
  id,
  name,
  label,
  hint,
  text,
  min,
  max,
  step,
  atMin,
  atMax,
  onTextChange,
  onCommit,
  onStep,
}: StepperProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const buttonClass = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={id}
          aria-disabled={atMin}
          className={buttonClass}
          onClick={() => {
            if (!atMin) onStep(-1);
          }}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          onBlur={onCommit}
          className="h-10 w-40 rounded-lg border border-slate-400 bg-white px-3 text-center text-lg font-semibold tabular-nums"
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={id}
          aria-disabled={atMax}
          className={buttonClass}
          onClick={() => {
            if (!atMax) onStep(1);
          }}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
