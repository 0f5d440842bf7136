import { useBrowserStore } from "./use-browser-store";

function subscribe(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

const isPageVisible = () => document.visibilityState !== "hidden";
const visibleOnServer = () => true;

/** Whether the tab is visible (true on the server): animations hold while it is hidden. */
export function usePageVisible(): boolean {
  return useBrowserStore(subscribe, isPageVisible, visibleOnServer);
}
