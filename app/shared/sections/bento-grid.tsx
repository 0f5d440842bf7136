import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import { Icon } from "#app/shared/icons/icon";
import { FeatureBadge, FeaturePoints } from "./feature-card-parts";
import type { Feature } from "#app/shared/copy/types";

// Whole class names: Tailwind only generates classes it can read whole in the source.
const smallScreenSpan = { 1: "", 2: "sm:col-span-2" } as const;
const wideScreenSpan = {
  1: "lg:col-span-1",
  2: "lg:col-span-2",
  3: "lg:col-span-3",
  4: "lg:col-span-4",
} as const;

interface BentoTileSpan {
  small: 1 | 2;
  wide: 1 | 2 | 3 | 4;
  large: boolean;
}

/** The first tile is large; the last widens to close the final row, so the grid has no hole. */
export function bentoSpans(count: number, columns: 3 | 4): BentoTileSpan[] {
  const spans: BentoTileSpan[] = Array.from({ length: count }, (_, index) => ({
    small: index === 0 ? 2 : 1,
    wide: index === 0 ? 2 : 1,
    large: index === 0,
  }));
  if (count < 2) return spans;
  const last = spans[count - 1]!;
  // Two columns: the large tile fills a row, so an odd number of small tiles leaves a hole.
  if ((count - 1) % 2 === 1) last.small = 2;
  // Wide: the large tile takes four cells; the last tile absorbs the last row's empty cells.
  const filledInLastRow = (4 + count - 1) % columns;
  if (filledInLastRow !== 0) last.wide = (columns - filledInLastRow + 1) as BentoTileSpan["wide"];
  return spans;
}

export function BentoGrid({
  features,
  columns = 3,
  footer,
  largeVisual,
}: {
  features: readonly Feature[];
  columns?: 3 | 4;
  footer?: (feature: Feature) => ReactNode;
  /** A picture that fills the large tile below its text (the tile is two rows high). */
  largeVisual?: ReactNode;
}) {
  const spans = bentoSpans(features.length, columns);
  return (
    <ul
      data-testid="bento-grid"
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {features.map((feature, index) => {
        const span = spans[index]!;
        return (
          <li
            key={feature.title}
            data-size={span.large ? "large" : "small"}
            style={{ "--enter-order": index } as React.CSSProperties}
            className={cn(
              "rounded-card border-line shadow-card enter-rise card-interactive flex flex-col border p-6",
              smallScreenSpan[span.small],
              wideScreenSpan[span.wide],
              span.large ? "bento-large bg-surface-muted lg:row-span-2 lg:p-10" : "bg-surface",
            )}
          >
            {feature.icon ? (
              <span
                className={cn(
                  "text-accent mb-4 inline-flex items-center justify-center rounded-xl",
                  span.large ? "bg-surface shadow-card size-14" : "bg-accent-soft size-11",
                )}
              >
                <Icon
                  name={feature.icon}
                  aria-hidden="true"
                  className={span.large ? "size-7" : "size-6"}
                />
              </span>
            ) : null}
            <FeatureBadge badge={feature.badge} />
            <h3
              className={cn(
                "text-ink font-semibold text-balance",
                span.large ? "text-2xl lg:text-3xl" : "text-title",
              )}
            >
              {feature.title}
            </h3>
            <p className={cn("text-ink-muted mt-2", span.large && "text-lead max-w-prose")}>
              {feature.description}
            </p>
            <FeaturePoints points={feature.points} />
            {span.large && largeVisual ? (
              <div data-testid="bento-visual" className="mt-8 grow">
                {largeVisual}
              </div>
            ) : null}
            {footer ? <div className="mt-auto pt-4">{footer(feature)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
