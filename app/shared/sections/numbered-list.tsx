import type { Feature } from "#app/shared/copy/types";
import { cn } from "#app/shared/ui-utils";

/** `comfortable` as a section's content, `compact` beside a product picture. */
export type NumberedListDensity = "comfortable" | "compact";

const densityStyles = {
  comfortable: { columnGap: "gap-x-12", row: "grid-cols-[3rem_1fr] py-6", numeral: "text-title" },
  compact: { columnGap: "gap-x-10", row: "grid-cols-[2.5rem_1fr] py-5", numeral: "" },
} as const satisfies Record<NumberedListDensity, Record<string, string>>;

/** The two-digit number of a row ("01"), also for pictures that point back at a row. */
export function listOrdinal(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/** Points as ruled, numbered rows rather than icon cards. */
export function NumberedList({
  items,
  label,
  density = "comfortable",
  columns = 2,
}: {
  items: readonly Pick<Feature, "title" | "description">[];
  /** Only when the list needs a name of its own beyond its section's heading. */
  label?: string;
  density?: NumberedListDensity;
  columns?: 1 | 2;
}) {
  const styles = densityStyles[density];
  return (
    <ol
      aria-label={label}
      className={cn("grid", columns === 2 && ["sm:grid-cols-2", styles.columnGap])}
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn("border-line grid border-t", styles.row, columns === 1 && "last:border-b")}
        >
          <span
            aria-hidden="true"
            className={cn("text-accent font-semibold tabular-nums", styles.numeral)}
          >
            {listOrdinal(index)}
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
