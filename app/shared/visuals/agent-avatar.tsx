import { cn } from "#app/shared/ui-utils";
import { SparkGlyph } from "./spark";

/** Sizes come as props: `cn` does not merge classes, so a second size class might not win. */
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
