/** The header row of the desk's tables (users, audit log): one column per title. */
export function DeskTableHead({ titles }: { titles: readonly string[] }) {
  return (
    <thead className="text-ink-muted border-line border-b text-xs font-medium">
      <tr>
        {titles.map((title) => (
          <th key={title} scope="col" className="px-3 py-2 whitespace-nowrap">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
