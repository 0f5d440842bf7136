import type { DeskInquiry, DeskPage } from "#app/features/desk/desk-service";
import {
  DEFAULT_SORT,
  LEAD_STATUSES,
  mailtoHref,
  type DeskListFilters,
  type LeadStatus,
  type ListSort,
} from "#app/features/desk/desk.schema";
import { escapeInvisible } from "#app/shared/forms/text.schema";
import { columnOf, contactFields } from "#app/features/contact/contact-fields";
import {
  INQUIRIES_WITH_SALES_EMAIL,
  INQUIRY_SELECT_LIST,
  type InquiryRecord,
  type RunQuery,
  valuesOfRow,
} from "./desk-queries";
import { listOrder } from "./list-order";

/**
 * The desk's list: PostgreSQL full-text search over `search`, each word a required prefix
 * ("whats pric" finds "WhatsApp pricing"), built in so PGlite runs the same SQL.
 */

const MAX_WORDS = 20;

/** Letters, marks and digits only, so nothing in a word is tsquery syntax. */
export function searchTsquery(query: string): string | undefined {
  const words = query.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_WORDS) ?? [];
  return words.length === 0 ? undefined : words.map((word) => `'${word}':*`).join(" & ");
}

export function listFilter(
  filters: DeskListFilters,
  firstParam = 1,
): { where: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  const param = (value: string) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  if (filters.query.trim() !== "") {
    const tsquery = searchTsquery(filters.query);
    clauses.push(tsquery ? `i.search @@ to_tsquery('simple', ${param(tsquery)})` : "false");
  }
  if (filters.status) clauses.push(`i.lead_status = ${param(filters.status)}`);
  if (filters.from)
    clauses.push(`i.created_at >= (${param(filters.from)}::date::timestamp at time zone 'UTC')`);
  if (filters.to) {
    clauses.push(`i.created_at < ((${param(filters.to)}::date + 1)::timestamp at time zone 'UTC')`);
  }
  return { where: clauses.length === 0 ? "true" : clauses.join(" and "), params };
}

/** The desk's inquiries: each with its e-mail to sales and its owner (`o`, a desk user). */
export const DESK_INQUIRIES = `${INQUIRIES_WITH_SALES_EMAIL} left join desk_users o on o.id = i.owner_id`;

export const DESK_INQUIRY_SELECT_LIST = `${INQUIRY_SELECT_LIST}, i.owner_id, o.email as owner_email, o.disabled_at is not null as owner_disabled`;

const EXCERPT_LENGTH = 160;

export const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** Visitor text escaped (`\u202E`): older rows may hold direction controls the form now refuses. */
export function toDeskInquiry(row: InquiryRecord): DeskInquiry {
  const { fullName, email, company, subject, country } = valuesOfRow(row);
  return {
    id: String(row.id),
    receivedAt: iso(row.created_at)!,
    fullName: escapeInvisible(fullName),
    email: escapeInvisible(email),
    emailHref: mailtoHref(email),
    company: escapeInvisible(company),
    country: escapeInvisible(country),
    subject: escapeInvisible(subject),
    type: escapeInvisible(String(row.type)),
    leadStatus: (row.lead_status ?? "new") as DeskInquiry["leadStatus"],
    owner:
      typeof row.owner_id === "string" && typeof row.owner_email === "string"
        ? {
            id: row.owner_id,
            email: row.owner_email,
            ...(row.owner_disabled === true ? { disabled: true } : {}),
          }
        : null,
    // By code points, so no character is cut in half.
    excerpt: escapeInvisible([...String(row.message ?? "")].slice(0, EXCERPT_LENGTH).join("")),
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
  options: DeskListFilters & { sort?: ListSort; limit: number; offset: number },
): Promise<DeskPage> {
  const filter = listFilter(options);
  const next = filter.params.length + 1;
  const rows = await run(
    `select ${DESK_INQUIRY_SELECT_LIST}
       from ${DESK_INQUIRIES}
      where ${filter.where}
      order by ${listOrder(options.sort ?? DEFAULT_SORT)}
      limit $${next} offset $${next + 1}`,
    [...filter.params, options.limit, options.offset],
  );
  const [count] = await run(
    `select count(*)::int as total from contact_inquiries i where ${filter.where}`,
    filter.params,
  );
  return {
    inquiries: rows.map(toDeskInquiry),
    total: Number(count?.total ?? 0),
    counts: await statusCounts(run, { ...options, status: null }),
  };
}

/** How many inquiries of the filters each lead status has (the list's status tabs). */
export async function statusCounts(
  run: RunQuery,
  filters: DeskListFilters,
): Promise<Record<LeadStatus, number>> {
  const filter = listFilter(filters);
  const rows = await run(
    `select i.lead_status, count(*)::int as n from contact_inquiries i
      where ${filter.where} group by i.lead_status`,
    filter.params,
  );
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of rows) {
    const status = row.lead_status as LeadStatus;
    if (status in counts) counts[status] = Number(row.n);
  }
  return counts;
}

const VISITOR_TEXT = [...contactFields.map(columnOf), "type"];

export function withVisitorTextEscaped(row: InquiryRecord): InquiryRecord {
  const escaped = { ...row };
  for (const column of VISITOR_TEXT) {
    if (typeof escaped[column] === "string") escaped[column] = escapeInvisible(escaped[column]);
  }
  return escaped;
}

export function searchForExport(run: RunQuery, filters: DeskListFilters): Promise<InquiryRecord[]> {
  const filter = listFilter(filters);
  return run(
    `select ${INQUIRY_SELECT_LIST} from ${INQUIRIES_WITH_SALES_EMAIL}
      where ${filter.where} order by i.created_at desc, i.id desc`,
    filter.params,
  );
}
