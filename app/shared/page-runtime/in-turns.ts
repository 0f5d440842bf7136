/** Resolves in a later task, letting the browser paint and answer input in between. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each group of steps in a task of its own. The page's deferred scripts run in one task, and
 * on a phone (4× slower) any task over 50 ms blocks input; small turns never do.
 */
export async function runInTurns(groups: ReadonlyArray<ReadonlyArray<() => void>>): Promise<void> {
  for (const [index, group] of groups.entries()) {
    if (index > 0) await nextTask();
    for (const step of group) step();
  }
}
