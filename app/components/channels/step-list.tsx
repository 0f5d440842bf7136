export interface Step {
  title: string;
  description: string;
}

/** Numbered steps side by side (setup, install, how it works). */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="bg-brand-600 inline-flex size-10 items-center justify-center rounded-full text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
