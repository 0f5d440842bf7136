import type { DeskInquiry, DeskPage } from "../../app/context";
import {
  INQUIRIES_WITH_SALES_EMAIL,
  INQUIRY_SELECT_LIST,
  type InquiryRecord,
  type RunQuery,
} from "./desk-queries";

/**
 * The desk's view of contact_inquiries: newest first, narrowed by a search over name, e-mail
 * and company (case-insensitive, the search text taken literally).
 */

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern (with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The WHERE clause and its parameters for a search; an empty search matches everything. */
function searchFilter(query: string, firstParam = 1): { where: string; params: string[] } {
  const text = query.trim();
  if (text === "") return { where: "true", params: [] };
  const p = `$${firstParam}`;
  return {
    where: `(i.full_name ilike ${p} escape '\\' or i.email_add ilike ${p} escape '\\' or i.company ilike ${p} escape '\\')`,
    params: [`%${escapeLike(text)}%`],
  };
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

function toDeskInquiry(row: InquiryRecord): DeskInquiry {
  return {
    id: String(row.id),
    receivedAt: iso(row.created_at)!,
    fullName: String(row.full_name),
    email: String(row.email_add),
    company: String(row.company ?? ""),
    subject: String(row.subject),
    type: String(row.type),
    status: row.status as DeskInquiry["status"],
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === "pending" ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    salesEmail:
      row.sales_email_status === null || row.sales_email_status === undefined
        ? null
        : {
            status: row.sales_email_status as NonNullable<DeskInquiry["salesEmail"]>["status"],
            lastError: row.sales_email_error === null ? null : String(row.sales_email_error),
          },
  };
}

export async function searchInquiries(
  run: RunQuery,
  options: { query: string; limit: number; offset: number },
): Promise<DeskPage> {
  const filter = searchFilter(options.query);
  const next = filter.params.length + 1;
  const rows = await run(
    `select ${INQUIRY_SELECT_LIST}
       from ${INQUIRIES_WITH_SALES_EMAIL}
      where ${filter.where}
      order by i.created_at desc, i.id desc
      limit $${next} offset $${next + 1}`,
    [...filter.params, options.limit, options.offset],
  );
  const [count] = await run(
    `select count(*)::int as total from contact_inquiries i where ${filter.where}`,
    filter.params,
  );
  return { inquiries: rows.map(toDeskInquiry), total: Number(count?.total ?? 0) };
}

/** Every inquiry of a search with all its columns (for the CSV export), newest first. */
export function searchForExport(run: RunQuery, query: string): Promise<InquiryRecord[]> {
  const filter = searchFilter(query);
  return run(
    `select ${INQUIRY_SELECT_LIST} from ${INQUIRIES_WITH_SALES_EMAIL}
      where ${filter.where} order by i.created_at desc, i.id desc`,
    filter.params,
  );
}
