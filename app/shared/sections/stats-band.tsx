import type { Stat } from "#app/shared/copy/types";
import { cn } from "#app/shared/ui-utils";

/** Headline figures between hairlines; quiet on purpose: the figures are the colour. */
export function StatsBand({
  stats,
  label,
  tone = "page",
}: {
  stats: readonly Stat[];
  label?: string;
  /** `night` inside a dark section (Section tone="brand"): the night palette's ink and lines. */
  tone?: "page" | "night";
}) {
  const night = tone === "night";
  const line = night ? "border-night-line" : "border-line";
  return (
    <dl aria-label={label} className={cn(line, "grid grid-cols-2 border-y lg:grid-cols-4")}>
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          className={cn(
            line,
            "flex flex-col-reverse gap-2 px-2 py-8 sm:px-6",
            index % 2 === 1 && "border-l",
            index >= 2 && "max-lg:border-t",
            index === 2 && "lg:border-l",
          )}
        >
          <dt className={cn(night ? "text-night-muted" : "text-ink-muted", "text-sm")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              night ? "text-night-ink" : "text-ink",
              // Fluid on phones: a two-word figure ("5 minutes") breaks to a word a line, and its
              // longer word must fit half of a 320 px screen.
              "text-[clamp(1.875rem,9.5vw,2.5rem)] leading-none font-bold tracking-[-0.04em] tabular-nums sm:text-5xl",
            )}
          >
            <span aria-hidden="true" className="bg-brand-500 mb-4 block h-0.5 w-6 rounded-full" />
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
