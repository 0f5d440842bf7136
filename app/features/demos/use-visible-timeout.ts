import { useEffect, useRef } from "react";

/**
 * Calls `callback` once, `delayMs` after the effect starts, counting only the time the tab is
 * visible (a hidden tab pauses the timer). `delayMs` null means no timer. Changing `restartKey`
 * starts the full delay again (a second tap on an icon).
 */
export function useVisibleTimeout(
  callback: () => void,
  delayMs: number | null,
  restartKey?: unknown,
): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    if (delayMs === null) return;
    let remaining = delayMs;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const start = () => {
      if (done || timer !== undefined) return;
      startedAt = Date.now();
      timer = setTimeout(() => {
        timer = undefined;
        done = true;
        latest.current();
      }, remaining);
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    };
    const onVisibilityChange = () => (document.hidden ? pause() : start());

    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      pause();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [delayMs, restartKey]);
}
