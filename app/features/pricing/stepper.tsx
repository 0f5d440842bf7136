import { Minus, Plus } from "lucide-react";

import { Button } from "#app/components/ui/button";
import { NumberField, type NumberFieldProps } from "./number-field";

interface StepperProps extends Omit<NumberFieldProps, "className" | "decorate"> {
  atMin: boolean;
  atMax: boolean;
  onStep: (direction: 1 | -1) => void;
}

const stepButtonClass = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/**
 * A minus or plus button. It stays focusable at the limit (aria-disabled rather than
 * disabled), so keyboard focus is never dropped; a press there does nothing.
 */
function StepButton({
  direction,
  label,
  controls,
  atLimit,
  onStep,
}: {
  direction: 1 | -1;
  label: string;
  controls: string;
  atLimit: boolean;
  onStep: (direction: 1 | -1) => void;
}) {
  const Icon = direction === 1 ? Plus : Minus;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={`${direction === 1 ? "Increase" : "Decrease"} ${label.toLowerCase()}`}
      aria-controls={controls}
      aria-disabled={atLimit}
      className={stepButtonClass}
      onClick={() => {
        if (!atLimit) onStep(direction);
      }}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** A labelled number field between minus and plus buttons. */
export function Stepper({ atMin, atMax, onStep, ...field }: StepperProps) {
  const button = { label: field.label, controls: field.id, onStep };
  return (
    <NumberField
      {...field}
      className="h-10 w-40 text-center font-semibold"
      decorate={(input) => (
        <div className="mt-2 flex items-center gap-2">
          <StepButton direction={-1} atLimit={atMin} {...button} />
          {input}
          <StepButton direction={1} atLimit={atMax} {...button} />
        </div>
      )}
    />
  );
}
