import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";
import { Icon } from "#app/shared/icons/icon";
import { FeatureBadge, FeaturePoints } from "./feature-card-parts";
import type { Feature } from "#app/shared/copy/types";

/** Cards of features, benefits or use cases in a responsive grid. */
export function FeatureGrid({
  features,
  columns = 3,
  footer,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
  footer?: (feature: Feature) => ReactNode;
}) {
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {features.map((feature) => {
        return (
          <li
            key={feature.title}
            className={cn(
              "rounded-card border-line bg-surface shadow-card flex flex-col border p-6",
              footer && "card-interactive",
            )}
          >
            {feature.icon ? (
              <span className="bg-accent-soft text-accent mb-4 inline-flex size-11 items-center justify-center rounded-xl">
                <Icon name={feature.icon} aria-hidden="true" className="size-6" />
              </span>
            ) : null}
            <FeatureBadge badge={feature.badge} />
            <h3 className="text-title text-ink font-semibold">{feature.title}</h3>
            <p className="text-ink-muted mt-2">{feature.description}</p>
            <FeaturePoints points={feature.points} />
            {footer ? <div className="mt-auto pt-4">{footer(feature)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
