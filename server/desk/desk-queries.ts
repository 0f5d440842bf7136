import { columnOf, contactFields } from "#app/features/contact/contact-fields.ts";
import type { RunQuery } from "#server/db/raw-query.ts";

/**
 * Shared by `npm run desk` and the desk; erasable types and imports with their extension, for the
 * plain-Node CLI.
 */

export { valuesOfRow } from "#app/features/contact/contact-fields.ts";

export type InquiryRecord = Record<string, unknown>;

export type { RunQuery } from "#server/db/raw-query.ts";

/**
 * The delivery's columns, every contact field's, then the e-mail to sales (checked by its test).
 */
export const inquiryColumns = [
  "id",
  "created_at",
  "lead_status",
  "status",
  "attempts",
  "delivered_at",
  "next_attempt_at",
  "last_error",
  ...contactFields.map(columnOf),
  "type",
  "sales_email_status",
  "sales_email_error",
];

export const INQUIRIES_WITH_SALES_EMAIL =
  "contact_inquiries i left join inquiry_notifications n on n.inquiry_id = i.id";

const salesEmailColumns: Record<string, string> = {
  sales_email_status: "n.status as sales_email_status",
  sales_email_error: "n.last_error as sales_email_error",
};

export const INQUIRY_SELECT_LIST = inquiryColumns
  .map((column) => salesEmailColumns[column] ?? `i.${column}`)
  .join(", ");

export function listAllInquiries(run: RunQuery): Promise<InquiryRecord[]> {
  return run(
    `select ${INQUIRY_SELECT_LIST} from ${INQUIRIES_WITH_SALES_EMAIL} order by i.created_at, i.id`,
    [],
  );
}

const INQUIRY_ID = /^[0-9a-f]{24}$/;

type RetryOutcome = "retried" | "email-retried" | "pending" | "delivered" | "missing";

export const retryQueued = (outcome: RetryOutcome) =>
  outcome === "retried" || outcome === "email-retried";

export async function retryFailedInquiry(
  run: RunQuery,
  id: string,
  by = "npm run desk",
): Promise<RetryOutcome> {
  if (!INQUIRY_ID.test(id)) return "missing";
  const email = await run(
    `update inquiry_notifications
        set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
      where inquiry_id = $1 and status = 'failed'
  returning inquiry_id`,
    [id],
  );
  const updated = await run(
    `update contact_inquiries
        set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null,
            failed_at = null
      where id = $1 and status = 'failed'
  returning id`,
    [id],
  );
  const requeued = [
    ...(updated.length > 0 ? ["provider"] : []),
    ...(email.length > 0 ? ["email"] : []),
  ];
  if (requeued.length > 0) {
    await run(
      `insert into inquiry_delivery_events (inquiry_id, channel, outcome, by_email)
       select $1, channel, 'requeued', $2 from unnest($3::text[]) as channel`,
      [id, by, requeued],
    );
  }
  if (updated.length > 0) return "retried";
  if (email.length > 0) return "email-retried";
  const [existing] = await run("select status from contact_inquiries where id = $1", [id]);
  if (!existing) return "missing";
  return existing.status === "delivered" ? "delivered" : "pending";
}

const iso = (value: unknown) =>
  value === null || value === undefined ? "" : new Date(value as string | Date).toISOString();

export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@\t\r\0]/.test(text) && !/^[+-]?\d+$/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_BOM = "\ufeff";

export function inquiriesCsv(rows: readonly InquiryRecord[]): string {
  const lines = [inquiryColumns.join(",")];
  for (const row of rows) {
    lines.push(
      inquiryColumns
        .map((column) => (column.endsWith("_at") ? iso(row[column]) : row[column]))
        .map(csvCell)
        .join(","),
    );
  }
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

export const DESK_SOCKET_NAME = "desk.sock";
