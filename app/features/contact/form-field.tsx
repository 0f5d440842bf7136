import type { ReactNode } from "react";

import { contactFieldCopy, type ContactField } from "./contact.copy";

export const fieldId = (name: ContactField) => `contact-${name}`;
const errorId = (name: ContactField) => `contact-${name}-error`;
const hintId = (name: ContactField) => `contact-${name}-hint`;

export const controlClass =
  "mt-2 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-vivid aria-invalid:border-danger";

/** The accessibility attributes of a control: invalid state and what describes it. */
export function describedBy(name: ContactField, error: string | undefined, hint?: string) {
  const ids = [hint ? hintId(name) : undefined, error ? errorId(name) : undefined].filter(Boolean);
  return {
    id: fieldId(name),
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

/** A labelled field: visible label, the control, an optional hint and the error under it. */
export function FormField({
  name,
  error,
  hint,
  className,
  children,
}: {
  name: ContactField;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const copy = contactFieldCopy[name];
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="text-ink block text-sm font-medium">
        {copy.label}
        {copy.required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(name)} className="text-ink-muted mt-1 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(name)} className="text-danger mt-1 text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
