/** The header row of the desk's tables (inquiries, users, audit log): one column per title. */
export function DeskTableHead({ titles }: { titles: readonly string[] }) {
  return (
    <thead className="bg-canvas text-ink-soft text-xs font-semibold uppercase">
      <tr>
        {titles.map((title) => (
          <th key={title} scope="col" className="px-3 py-3 whitespace-nowrap">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
