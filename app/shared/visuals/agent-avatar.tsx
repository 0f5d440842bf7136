import { cn } from "#app/shared/ui-utils";
import { SparkGlyph } from "./spark";

/**
 * The agent's mark: the spark on a brand disc. Its size and the glyph's come as props, not in
 * `className`: `cn` does not merge classes, so a second size class would not reliably win.
 */
export function AgentAvatar({
  size = "size-8",
  glyph = "size-[45%]",
  className,
}: {
  size?: string;
  glyph?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "bg-brand-600 inline-flex shrink-0 items-center justify-center rounded-full text-white",
        size,
        className,
      )}
    >
      <SparkGlyph className={glyph} />
    </span>
  );
}
