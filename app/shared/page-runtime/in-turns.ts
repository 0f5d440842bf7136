/** Resolves in a later task, letting the browser paint and answer input in between. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Each group in a task of its own, so no deferred work blocks input for over 50 ms. */
export async function runInTurns(groups: ReadonlyArray<ReadonlyArray<() => void>>): Promise<void> {
  for (const [index, group] of groups.entries()) {
    if (index > 0) await nextTask();
    for (const step of group) step();
  }
}
