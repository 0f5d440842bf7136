import { LEAD_STATUSES, type ListSort, type SortKey } from "#app/features/desk/desk.schema";

/** Statuses in the order work moves through them, not alphabetically. */
const STATUS_RANK = `case i.lead_status ${LEAD_STATUSES.map(
  (status, rank) => `when '${status}' then ${rank}`,
).join(" ")} end`;

const COLUMN: Record<SortKey, string> = {
  received: "i.created_at",
  status: STATUS_RANK,
  owner: "o.email",
  company: "lower(nullif(btrim(i.company), ''))",
};

/** No owner or company last either way; ties newest first, so pages never overlap. */
export function listOrder(sort: ListSort): string {
  const direction = sort.direction === "asc" ? "asc" : "desc";
  if (sort.key === "received") return `i.created_at ${direction}, i.id ${direction}`;
  return `${COLUMN[sort.key]} ${direction} nulls last, i.created_at desc, i.id desc`;
}
