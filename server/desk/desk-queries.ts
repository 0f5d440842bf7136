/**
 * The inquiry queries of the people who look after inquiries: the `npm run desk` CLI
 * (scripts/desk.mjs) and the sales desk (server/desk/). One copy of each, so the CLI and
 * the desk list, export and retry the same way.
 *
 * This file imports nothing and uses only erasable TypeScript: the CLI is plain Node, which
 * loads it by stripping the types. The queries take a `run(text, params)` that both PGlite and
 * node-postgres satisfy (server/db/raw-query.ts), so they work on either database.
 */

export type InquiryRecord = Record<string, unknown>;

/** Runs one parameterised statement and resolves to its rows. */
export type RunQuery = (text: string, params?: readonly unknown[]) => Promise<InquiryRecord[]>;

/**
 * The columns the CLI prints and exports, in order. `lead_status` is where the sales team is
 * with the lead (new, contacted, qualified, closed); `status` is the delivery's state. The last
 * two are the state and last error of the inquiry's e-mail to the sales team
 * (inquiry_notifications), empty when e-mail is off.
 */
const inquiryColumns = [
  "id",
  "created_at",
  "lead_status",
  "status",
  "attempts",
  "delivered_at",
  "next_attempt_at",
  "last_error",
  "full_name",
  "email_add",
  "company",
  "country",
  "phone_num",
  "subject",
  "message",
  "type",
  "sales_email_status",
  "sales_email_error",
] as const;

/**
 * Each inquiry with its e-mail to the sales team: `i` is the inquiry, `n` its notification
 * (none when e-mail was off when it came in). Filters and orders name the inquiry's columns.
 */
export const INQUIRIES_WITH_SALES_EMAIL =
  "contact_inquiries i left join inquiry_notifications n on n.inquiry_id = i.id";

const salesEmailColumns: Record<string, string> = {
  sales_email_status: "n.status as sales_email_status",
  sales_email_error: "n.last_error as sales_email_error",
};

/** The select list of `inquiryColumns` over INQUIRIES_WITH_SALES_EMAIL. */
export const INQUIRY_SELECT_LIST = inquiryColumns
  .map((column) => salesEmailColumns[column] ?? `i.${column}`)
  .join(", ");

/** Every stored inquiry, oldest first (the CLI's order). */
export function listAllInquiries(run: RunQuery): Promise<InquiryRecord[]> {
  return run(
    `select ${INQUIRY_SELECT_LIST} from ${INQUIRIES_WITH_SALES_EMAIL} order by i.created_at, i.id`,
    [],
  );
}

/** Inquiry ids are 24 hex characters (server/db/ids.ts). */
const INQUIRY_ID = /^[0-9a-f]{24}$/;

/**
 * What a retry did: put a failed inquiry back ("retried"), or only its failed e-mail to the sales
 * team ("email-retried"), or why nothing (its state, or that it is unknown).
 */
type RetryOutcome = "retried" | "email-retried" | "pending" | "delivered" | "missing";

/** Whether a retry queued something, so the caller should wake the outbox. */
export const retryQueued = (outcome: RetryOutcome) =>
  outcome === "retried" || outcome === "email-retried";

/**
 * Puts a failed inquiry back in the outbox with a fresh round of attempts, due now, and its
 * e-mail to the sales team if that failed. Only what failed: a pending one is already being
 * tried, a delivered or sent one must not go out twice. The outbox picks it up at its next look;
 * callers that hold the outbox wake it.
 */
export async function retryFailedInquiry(
  run: RunQuery,
  id: string,
  /** Who asked (a desk user's e-mail, or "npm run desk"), for the inquiry's history. */
  by = "npm run desk",
): Promise<RetryOutcome> {
  // Nothing else is an inquiry's id, and PostgreSQL refuses some text (NUL) with an error.
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

/**
 * One cell of CSV (RFC 4180), defused for spreadsheets as OWASP's CSV injection advice says:
 * text that starts like a formula (=, +, -, @, tab, carriage return, NUL) gets a leading
 * apostrophe, and a cell holding a field separator of any locale (`,` or `;`), a quote or a
 * line break is quoted, so `;=1+2` cannot start a new cell in a `;`-separated spreadsheet.
 * Plain signed numbers (a dial code such as +44) stay numbers.
 */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@\t\r\0]/.test(text) && !/^[+-]?\d+$/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The UTF-8 byte-order mark: Excel reads a CSV without it in the machine's legacy code page
 * ("JosÃ© PÃ©rez"); with it, as UTF-8. Other readers skip it.
 */
export const CSV_BOM = "\ufeff";

/** The inquiries as CSV with a byte-order mark and a header line; timestamps in ISO 8601 (UTC). */
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

/**
 * The file name of the server's desk CLI socket in DATA_DIR (server/desk/cli-socket.ts):
 * while the server holds the PGlite files, the CLI asks it instead of opening them.
 */
export const DESK_SOCKET_NAME = "desk.sock";
