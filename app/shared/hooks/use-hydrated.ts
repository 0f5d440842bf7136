import { useBrowserStore } from "./use-browser-store";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and during hydration, true once the page is interactive: for controls
 * that need JavaScript and must not look usable before it runs.
 */
export function useHydrated(): boolean {
  return useBrowserStore(noSubscription, inBrowser, onServer);
}
