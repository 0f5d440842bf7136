import { useBrowserStore } from "./use-browser-store";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** False on the server and during hydration: for controls that must not look usable before. */
export function useHydrated(): boolean {
  return useBrowserStore(noSubscription, inBrowser, onServer);
}
