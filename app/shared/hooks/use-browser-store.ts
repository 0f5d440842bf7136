import { startTransition, useEffect, useState } from "react";

/** The server snapshot of a value the server cannot know (read as "not known yet"). */
export const unknownOnServer = () => null;

/**
 * `useSyncExternalStore` for values only the browser knows (stored choices, media queries, the
 * tab's visibility), without its one synchronous catch-up. With `useSyncExternalStore`, every
 * component whose browser value differs from the server's re-renders in one blocking task right
 * after hydration (measured on the home page: 37 ms of main thread, 147 ms under Lighthouse's
 * 4× CPU throttling, the largest long task of the first view). Here the first catch-up is a
 * transition, which React renders in slices of a few milliseconds together with every other
 * component's; later changes (a click on the theme switch, a media query flipping) are applied
 * at once. Every island hydrates from the server's HTML, so each starts from the server's value.
 * `subscribe` and `getSnapshot` must be stable
 * (module-level) functions: a new one each render would subscribe and catch up again.
 */
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
