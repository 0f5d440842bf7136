/**
 * The current year. The server (or the build, for a prerendered page) renders `year`; the
 * chrome's script then shows the visitor's own (chrome.ts, `data-current-year`). Four digits
 * either way, so nothing shifts.
 */
export function CopyrightYear({ year }: { year: number }) {
  return (
    <span data-current-year="" className="tabular-nums">
      {year}
    </span>
  );
}
