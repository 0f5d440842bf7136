import { useBrowserStore } from "#app/shared/hooks/use-browser-store";

const subscribe = () => () => {};
const browserYear = () => new Date().getFullYear();

/**
 * The current year. The server (or the build, for a prerendered page) renders `fallbackYear`;
 * the browser then shows its own current year. Four digits either way, so nothing shifts.
 */
export function CopyrightYear({ fallbackYear }: { fallbackYear: number }) {
  const year = useBrowserStore(subscribe, browserYear, () => fallbackYear);
  return <span className="tabular-nums">{year}</span>;
}
