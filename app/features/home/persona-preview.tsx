import { personas } from "#app/shared/persona-demo/personas.copy";
import { SparkGlyph } from "#app/shared/visuals/spark";

/** Decorative: the demo itself is one link away. */
export function PersonaPreview() {
  const [first] = personas;
  if (!first) return null;
  const [turn] = first.exchange;
  return (
    <div aria-hidden="true" className="grid gap-4">
      <ul className="flex flex-wrap gap-1.5">
        {personas.map((persona, index) => (
          <li
            key={persona.id}
            className={
              index === 0
                ? "bg-ink text-canvas rounded-full px-3 py-1 text-xs font-semibold"
                : "border-line-strong text-ink-soft rounded-full border px-3 py-1 text-xs font-medium"
            }
          >
            {persona.label}
          </li>
        ))}
      </ul>
      <div className="rounded-card bg-surface shadow-card grid gap-2.5 p-4 text-sm leading-snug">
        <p className="bg-brand-600 max-w-[85%] justify-self-end rounded-2xl rounded-br-md px-3.5 py-2 text-white">
          {turn.user}
        </p>
        <div className="flex max-w-[90%] items-end gap-2">
          <span className="bg-night text-brand-400 inline-flex size-7 shrink-0 items-center justify-center rounded-full">
            <SparkGlyph className="size-3.5" />
          </span>
          <p className="bg-surface-muted text-ink rounded-2xl rounded-bl-md px-3.5 py-2">
            {turn.agent}
          </p>
        </div>
      </div>
    </div>
  );
}
