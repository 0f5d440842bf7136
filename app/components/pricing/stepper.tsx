import { Minus, Plus } from "lucide-react";

import { Button } from "../ui/button";
import { NumberField, type NumberFieldProps } from "./number-field";

export interface StepperProps extends Omit<NumberFieldProps, "className" | "decorate"> {
  atMin: boolean;
  atMax: boolean;
  onStep: (direction: 1 | -1) => void;
}

/**
 * A labelled number field between minus and plus buttons. The buttons stay focusable at the
 * limits (aria-disabled rather than disabled), so keyboard focus is never dropped.
 */
export function Stepper({ atMin, atMax, onStep, ...field }: StepperProps) {
  const buttonClass = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
  const lowerLabel = field.label.toLowerCase();
  return (
    <NumberField
      {...field}
      className="h-10 w-40 text-center font-semibold"
      decorate={(input) => (
        <div className="mt-2 flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Decrease ${lowerLabel}`}
            aria-controls={field.id}
            aria-disabled={atMin}
            className={buttonClass}
            onClick={() => {
              if (!atMin) onStep(-1);
            }}
          >
            <Minus aria-hidden="true" />
          </Button>
          {input}
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Increase ${lowerLabel}`}
            aria-controls={field.id}
            aria-disabled={atMax}
            className={buttonClass}
            onClick={() => {
              if (!atMax) onStep(1);
            }}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      )}
    />
  );
}
