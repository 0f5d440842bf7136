import type { DeskNeighbours } from "#app/features/desk/desk-service";
import { ID_PATTERN, type DeskListFilters, type ListSort } from "#app/features/desk/desk.schema";
import { listOrder } from "./list-order";
import { DESK_INQUIRIES, listFilter } from "./search";
import type { RunQuery } from "./desk-queries";

/** The inquiry counts even when it left the filter, so j/k go on from where it stood. */
export async function neighbours(
  run: RunQuery,
  input: { id: string; filters: DeskListFilters; sort: ListSort },
): Promise<DeskNeighbours> {
  const none = { previous: null, next: null, position: null, total: 0 };
  if (!ID_PATTERN.test(input.id)) return none;
  const filter = listFilter(input.filters, 2);
  const order = listOrder(input.sort);
  const [row] = await run(
    `select previous, next, position, total, matches from (
       select i.id,
              lag(i.id) over (order by ${order}) as previous,
              lead(i.id) over (order by ${order}) as next,
              (count(*) filter (where ${filter.where}) over (order by ${order}))::int as position,
              (count(*) filter (where ${filter.where}) over ())::int as total,
              (${filter.where}) as matches
         from ${DESK_INQUIRIES}
        where (${filter.where}) or i.id = $1
     ) ordered where id = $1`,
    [input.id, ...filter.params],
  );
  if (!row) return none;
  return {
    previous: typeof row.previous === "string" ? row.previous : null,
    next: typeof row.next === "string" ? row.next : null,
    position: row.matches === true ? Number(row.position) : null,
    total: Number(row.total),
  };
}
