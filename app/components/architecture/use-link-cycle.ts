import { useEffect, useState, useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * pending: rendered on the server or not hydrated yet (no highlight, nothing known);
 * running: the highlight advances; paused: the tab is hidden, the highlight holds still;
 * off: the visitor asked for reduced motion, there is no highlight at all.
 */
export type CycleState = "pending" | "running" | "paused" | "off";

export function nextLinkIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const unknownOnServer = () => null;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}
const isHidden = () => document.visibilityState === "hidden";
const visibleOnServer = () => false;

/**
 * Which of `count` links is highlighted: it advances every `intervalMs` in a loop, holds while
 * the tab is hidden and is absent for visitors who prefer reduced motion.
 */
export function useLinkCycle(count: number, intervalMs: number) {
  const reduced = useSyncExternalStore<boolean | null>(
    subscribeReducedMotion,
    prefersReducedMotion,
    unknownOnServer,
  );
  const hidden = useSyncExternalStore(subscribeVisibility, isHidden, visibleOnServer);
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
