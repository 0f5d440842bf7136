import { cn } from "#app/shared/ui-utils";

/** The tick is skipped by assistive technology (the list already says "list, N items"). */
export function TickList({
  items,
  size = "md",
  className,
}: {
  items: readonly string[];
  size?: "md" | "lg";
  className?: string;
}) {
  const gap = size === "lg" ? "gap-3" : "gap-2";
  return (
    <ul className={cn("grid", gap, className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", gap)}>
          <span
            aria-hidden="true"
            className={cn("text-accent-vivid", size === "lg" && "font-bold")}
          >
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
