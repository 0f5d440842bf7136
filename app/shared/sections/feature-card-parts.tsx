import type { Feature } from "#app/shared/copy/types";
import { TickList } from "#app/components/ui/tick-list";

/** The pieces a feature card shows the same way in every grid (FeatureGrid, BentoGrid). */

export function FeatureBadge({ badge }: { badge: Feature["badge"] }) {
  if (!badge) return null;
  return (
    <span className="bg-accent-soft text-accent-strong mb-2 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold">
      {badge}
    </span>
  );
}

/** The feature's points as a ticked list; nothing when it has none. */
export function FeaturePoints({ points }: { points: Feature["points"] }) {
  if (!points?.length) return null;
  return <TickList items={points} className="text-ink-soft mt-4 text-sm" />;
}
