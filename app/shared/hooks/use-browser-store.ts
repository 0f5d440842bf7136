import { startTransition, useEffect, useState } from "react";

/** The server snapshot of a value the server cannot know (read as "not known yet"). */
export const unknownOnServer = () => null;

// useSyncExternalStore without its blocking catch-up after hydration (here a transition).
// `subscribe` and `getSnapshot` must be module-level, or each render subscribes again.
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [value, setValue] = useState<T>(getServerSnapshot);
  useEffect(() => {
    // The function form keeps a snapshot that is itself a function from being called as an updater.
    const update = () => setValue(() => getSnapshot());
    startTransition(update);
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}
