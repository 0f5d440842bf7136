import { cn } from "#app/shared/ui-utils";

/**
 * A list of short statements, each after a tick that assistive technology skips (the list
 * already says "list, N items"). `size="lg"` for a list that stands on its own beside a visual,
 * the default inside cards.
 */
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
