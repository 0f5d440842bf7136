interface ComparisonRow {
  aspect: string;
  values: readonly string[];
}

/** One row per aspect, one column per option; the last column is the recommended one. */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly ComparisonRow[];
}) {
  const last = columns.length - 1;
  return (
    <div className="border-line bg-surface overflow-x-auto rounded-2xl border shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-ink">
          <tr>
            <td className="px-5 py-4" />
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === last ? "text-accent-strong px-5 py-4" : "px-5 py-4"}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row" className="text-ink px-5 py-4 font-semibold">
                {row.aspect}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={value}
                  className={
                    index === last ? "text-ink px-5 py-4 font-medium" : "text-ink-muted px-5 py-4"
                  }
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
