import type { Feature } from "#app/shared/copy/types";

/** Principles as a typographic numbered list: ruled rows, no icon cards. */
export function NumberedList({
  items,
  label,
}: {
  items: readonly Pick<Feature, "title" | "description">[];
  label: string;
}) {
  return (
    <ol aria-label={label} className="grid gap-x-12 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="border-line grid grid-cols-[3rem_1fr] border-t py-6">
          <span aria-hidden="true" className="text-accent text-title font-semibold tabular-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-title text-ink font-semibold">{item.title}</h3>
            <p className="text-ink-muted mt-2">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
