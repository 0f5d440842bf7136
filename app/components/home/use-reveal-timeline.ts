import { useEffect, useRef, useState } from "react";

/**
 * How many steps of a timeline have been reached, for reveals at fixed times after a start:
 * with times [1000, 3000, 5000] the stage is 0, then 1 after 1 s, 2 after 3 s and 3 after 5 s.
 * A new `runKey` starts over. While `running` is false the clock stops and resumes where it
 * stopped (a hidden tab does not skip ahead). `complete` shows every step at once.
 */
export function useRevealTimeline(
  times: readonly number[],
  runKey: unknown,
  { running, complete }: { running: boolean; complete: boolean },
): number {
  const [run, setRun] = useState({ key: runKey, stage: 0 });
  // Time already spent in the current run, across pauses.
  const elapsed = useRef(0);

  if (run.key !== runKey) setRun({ key: runKey, stage: 0 });
  const stage = run.key === runKey ? run.stage : 0;

  useEffect(() => {
    elapsed.current = 0;
  }, [runKey]);

  useEffect(() => {
    if (complete || !running || stage >= times.length) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(
      () =>
        setRun((current) => (current.key === runKey ? { ...current, stage: stage + 1 } : current)),
      Math.max(0, (times[stage] ?? 0) - elapsed.current),
    );
    return () => {
      window.clearTimeout(timer);
      elapsed.current += Date.now() - startedAt;
    };
  }, [complete, running, stage, runKey, times]);

  return complete ? times.length : stage;
}
