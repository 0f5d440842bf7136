/** The server's or build's year, replaced by the visitor's (chrome.ts); four digits, no shift. */
export function CopyrightYear({ year }: { year: number }) {
  return (
    <span data-current-year="" className="tabular-nums">
      {year}
    </span>
  );
}
