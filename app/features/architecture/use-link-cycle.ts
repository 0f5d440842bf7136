import { useEffect, useState } from "react";

import { usePageVisible } from "#app/shared/hooks/use-page-visible";
import { useReducedMotionPreference } from "#app/shared/hooks/use-reduced-motion";

// pending: not hydrated yet; paused: the tab is hidden; off: reduced motion, no highlight.
type CycleState = "pending" | "running" | "paused" | "off";

export function nextLinkIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function useLinkCycle(count: number, intervalMs: number) {
  const reduced = useReducedMotionPreference();
  const hidden = !usePageVisible();
  const [index, setIndex] = useState(0);

  const state: CycleState =
    reduced === null ? "pending" : reduced ? "off" : hidden ? "paused" : "running";

  useEffect(() => {
    if (state !== "running") return;
    const timer = window.setInterval(
      () => setIndex((current) => nextLinkIndex(current, count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [state, count, intervalMs]);

  const active = state === "running" || state === "paused" ? index : null;
  return { active, state };
}
