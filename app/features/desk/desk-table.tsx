import type { ReactNode } from "react";

import { cn } from "#app/shared/ui-utils";

/**
 * Where a cell goes on a phone, where each row is a card: `select` in the top left corner (a
 * checkbox), `title` across the top, `corner` in the top right corner (a time), `line` across
 * the card, `field` half its width under a small label, `wide-field` the same across it.
 */
export type CardPlace = "select" | "title" | "corner" | "line" | "field" | "wide-field";

export interface DeskColumn<Row> {
  key: string;
  /** The header cell's content (a sort link, a checkbox, or its title). */
  header: ReactNode;
  /** The label of a `field` on a card; the header's text is the column's name for the rest. */
  label?: string;
  cell: (row: Row) => ReactNode;
  card: CardPlace;
  /** The column's width on wide screens (its header's: the table's layout is fixed). */
  width?: string;
  /** Alignment and type of the header and cells. */
  className?: string;
  /** `aria-sort` of a sortable column's header. */
  sort?: "ascending" | "descending" | "none";
  /** Whether a row has nothing in this column: its card then leaves the field out. */
  emptyIn?: (row: Row) => boolean;
}

const place: Record<CardPlace, string> = {
  select: "max-sm:absolute max-sm:top-3 max-sm:left-3",
  title: "max-sm:col-span-2",
  corner: "max-sm:absolute max-sm:top-3 max-sm:right-3 max-sm:text-right",
  line: "max-sm:col-span-2",
  field: "max-sm:col-span-1",
  "wide-field": "max-sm:col-span-2",
};

/**
 * The desk's tables (inquiries, users, audit log): a table on wide screens, a card per row on
 * phones, the same markup, so nothing is cut off or runs off the screen. Cells truncate; what
 * they cut is theirs to put in a `title`.
 */
export function DeskTable<Row>({
  rows,
  columns,
  rowKey,
  rowProps,
  label,
  className,
  bodyId,
}: {
  rows: readonly Row[];
  columns: readonly DeskColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => Record<string, string | undefined>;
  /** The table's accessible name. */
  label: string;
  className?: string;
  /** An id for the body, where a skip link lands: the next Tab is in the first row. */
  bodyId?: string;
}) {
  const hasSelect = columns.some((column) => column.card === "select");
  const hasCorner = columns.some((column) => column.card === "corner");
  return (
    <div
      className={cn(
        "border-line bg-surface rounded-xl border shadow-xs max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none",
        className,
      )}
    >
      <table aria-label={label} className="w-full table-fixed text-left text-sm max-sm:block">
        <thead className="text-ink-muted border-line border-b text-xs font-medium max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort}
                className={cn(
                  "px-3 py-2 font-medium whitespace-nowrap",
                  column.width,
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          id={bodyId}
          tabIndex={bodyId ? -1 : undefined}
          className="divide-line divide-y outline-none max-sm:block max-sm:space-y-2 max-sm:divide-y-0"
        >
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...rowProps?.(row)}
              className="hover:bg-canvas focus-within:bg-canvas has-[[data-select]:checked]:bg-accent-soft/40 max-sm:border-line max-sm:bg-surface max-sm:relative max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-xl max-sm:border max-sm:p-3"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    "min-w-0 px-3 py-2.5 align-middle max-sm:p-0",
                    column.className,
                    place[column.card],
                    column.card === "title" && hasSelect && "max-sm:pl-8",
                    column.card === "title" && hasCorner && "max-sm:pr-24",
                    column.emptyIn?.(row) && "max-sm:hidden",
                  )}
                >
                  {column.card === "field" || column.card === "wide-field" ? (
                    // The header names the cell for a screen reader; this shows it on a card.
                    <span
                      aria-hidden="true"
                      className="text-ink-muted mb-0.5 block text-xs sm:hidden"
                    >
                      {column.label}
                    </span>
                  ) : null}
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
