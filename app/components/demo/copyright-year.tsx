import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const browserYear = () => new Date().getFullYear();

/**
 * The current year. The server (or the build, for a prerendered page) renders `fallbackYear`;
 * the browser then shows its own current year. Four digits either way, so nothing shifts.
 */
export function CopyrightYear({ fallbackYear }: { fallbackYear: number }) {
  const year = useSyncExternalStore(subscribe, browserYear, () => fallbackYear);
  return <span className="tabular-nums">{year}</span>;
}
