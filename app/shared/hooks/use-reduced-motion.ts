import { unknownOnServer, useBrowserStore } from "./use-browser-store";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const hasMatchMedia = () => typeof window.matchMedia === "function";

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const prefersReducedMotion = () => hasMatchMedia() && window.matchMedia(reducedMotionQuery).matches;

/** `prefers-reduced-motion`, or null where it cannot be known yet (server, hydration). */
export function useReducedMotionPreference(): boolean | null {
  return useBrowserStore<boolean | null>(subscribe, prefersReducedMotion, unknownOnServer);
}

/** The same setting, read as "no" until it is known (animations start still, then move). */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotionPreference() ?? false;
}
