import { cn } from "#app/shared/ui-utils";

/** The logo mark's spark (public/favicon.svg), the brand's sign for "the agent"; decorative. */
export function SparkGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn("shrink-0", className)}>
      <path
        d="M12 0q1.8 10.2 12 12-10.2 1.8-12 12Q10.2 13.8 0 12 10.2 10.2 12 0z"
        fill="currentColor"
      />
    </svg>
  );
}
