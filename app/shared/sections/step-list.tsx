import type { Step } from "#app/shared/copy/types";
/** Numbered steps of a process (setup, install, reuse), side by side on wide screens. */
export function StepList({ steps, columns = 4 }: { steps: readonly Step[]; columns?: 3 | 4 }) {
  return (
    <ol
      className={
        columns === 3 ? "grid gap-6 md:grid-cols-3" : "grid gap-6 md:grid-cols-2 lg:grid-cols-4"
      }
    >
      {steps.map((step, index) => (
        <li key={step.title} className="border-line bg-surface relative rounded-2xl border p-6">
          <span
            aria-hidden="true"
            className="bg-brand-600 inline-flex size-10 items-center justify-center rounded-full text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-ink mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="text-ink-muted mt-2">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
