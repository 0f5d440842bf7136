import { useEffect, useRef, useState } from "react";

// Times [1000, 3000] give stage 1 after 1 s, 2 after 3 s. Paused while not `running` (a hidden tab
// does not skip ahead); `startAt` matches the steps the server's HTML shows.
export function useRevealTimeline(
  times: readonly number[],
  runKey: unknown,
  { running, complete, startAt = 0 }: { running: boolean; complete: boolean; startAt?: number },
): number {
  const [run, setRun] = useState({ key: runKey, stage: startAt });
  const startElapsed = startAt > 0 ? (times[startAt - 1] ?? 0) : 0;
  // Time already spent in the current run, across pauses.
  const elapsed = useRef(startElapsed);

  if (run.key !== runKey) setRun({ key: runKey, stage: startAt });
  const stage = run.key === runKey ? run.stage : startAt;

  useEffect(() => {
    elapsed.current = startElapsed;
    // Only a new run resets the clock; startAt belongs to the run it started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
