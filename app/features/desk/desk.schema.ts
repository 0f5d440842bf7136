import { z } from "zod";

import { deskCopy } from "./desk.copy";
import {
  DEFAULT_SORT,
  DESK_ROLES,
  LEAD_STATUSES,
  NO_FILTERS,
  NOTE_MAX,
  type DeskListFilters,
  type LeadStatus,
} from "./desk-values";

export { DEFAULT_SORT, DESK_ROLES, LEAD_STATUSES, NO_FILTERS, NOTE_MAX };
export type { DeskListFilters, DeskRole, LeadStatus, ListSort, SortKey } from "./desk-values";

// Every desk input (forms, query string, path ids) refuses control characters with 400:
// PostgreSQL cannot store NUL, and no person types a control character into one line.

/** C0 and C1 controls and DEL, line and paragraph separators: none belong on one line. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (text: string, multiline = false) =>
  (multiline ? MULTI_LINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(text);

export const CONTROL_ISSUE = deskCopy.controlCharacters;

const noControls = z.string().refine((text) => !hasControlCharacters(text), CONTROL_ISSUE);

const oneLine = (max: number) =>
  noControls.transform((text) => text.trim()).pipe(z.string().max(max));

const passwordText = noControls.pipe(z.string().max(1024, deskCopy.invite.tooLong));

/** An e-mail address as the desk accepts it: no `?`, no parameters, nothing a link could carry. */
const emailAddress = oneLine(320).pipe(z.email(deskCopy.users.invalidEmail));

export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const idSchema = oneLine(64).pipe(z.string().regex(ID_PATTERN, deskCopy.detail.badId));

export const isControlIssue = (error: z.ZodError) =>
  error.issues.some((issue) => issue.message === CONTROL_ISSUE);

export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? "form")] ??= issue.message;
  return messages;
}

export const signInSchema = z.object({
  email: oneLine(320).pipe(z.email(deskCopy.signIn.invalid)),
  password: passwordText.pipe(z.string().min(1, deskCopy.signIn.invalid)),
});

/** The owner field's value for "nobody" (an empty or absent field leaves the owner as it is). */
export const NO_OWNER = "none";

/** A lead's owner from a form: a user's id, null for nobody, undefined to leave it as it is. */
const ownerField = noControls.pipe(
  z.union([
    z.literal("").transform(() => undefined),
    z.literal(NO_OWNER).transform(() => null),
    z.string().regex(ID_PATTERN, deskCopy.owner.invalid),
  ]),
);

/** A lead's status from a form; an empty or absent field leaves it as it is. */
const statusField = z
  .string()
  .transform((text) => (text === "" ? undefined : text))
  .pipe(z.enum(LEAD_STATUSES, deskCopy.detail.invalidStatus).optional());

export const leadUpdateSchema = z.object({
  status: statusField.optional(),
  owner: ownerField.optional(),
  note: z
    .string()
    .refine((text) => !hasControlCharacters(text, true), CONTROL_ISSUE)
    .transform((text) => text.replaceAll("\r\n", "\n").trim())
    .pipe(z.string().max(NOTE_MAX, deskCopy.detail.noteTooLong(NOTE_MAX))),
});

export const listLeadUpdateSchema = leadUpdateSchema.extend({ id: idSchema });

/** At most a page of the list: the inquiries a bulk change was asked for. */
export const BULK_MAX = 50;

export const bulkUpdateSchema = z
  .object({
    id: z
      .array(idSchema)
      .min(1, deskCopy.bulk.noneSelected)
      .max(BULK_MAX, deskCopy.bulk.tooMany(BULK_MAX))
      .transform((ids) => [...new Set(ids)]),
    status: statusField.optional(),
    owner: ownerField.optional(),
  })
  .refine((input) => input.status !== undefined || input.owner !== undefined, {
    path: ["status"],
    message: deskCopy.bulk.nothingChosen,
  });

export const idFormSchema = z.object({ id: idSchema });

export const inviteSchema = z.object({
  email: emailAddress,
  role: z.enum(DESK_ROLES, deskCopy.users.invalidRole),
});

const newPassword = z
  .object({
    password: passwordText.pipe(z.string().min(12, deskCopy.invite.tooShort)),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: deskCopy.invite.mismatch,
  });

export const acceptInviteSchema = newPassword;

export const changePasswordSchema = z
  .object({ current: passwordText.pipe(z.string().min(1, deskCopy.account.wrongCurrent)) })
  .and(newPassword);

const MAX_QUERY_LENGTH = 200;

/** The date filters' names, in the order the page shows them. */
export const DATE_FILTERS = ["from", "to"] as const;
export type DateFilterName = (typeof DATE_FILTERS)[number];

export const dateLabel = (name: DateFilterName) =>
  name === "from" ? deskCopy.list.fromLabel : deskCopy.list.toLabel;

/** A calendar day (zod's ISO date knows month lengths and leap years) that PostgreSQL can hold. */
const day = z.iso.date().refine((text) => !text.startsWith("0000"));

/**
 * Out-of-range page, status and query are dropped; a date that is no calendar day is named in
 * `invalidDates` (the page says so, the CSV refuses it); control characters refuse the request.
 */
export function parseListQuery(
  params: URLSearchParams,
):
  | { ok: true; filters: DeskListFilters; page: number; invalidDates: DateFilterName[] }
  | { ok: false } {
  for (const [name, value] of params) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) return { ok: false };
  }
  const query = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const status = params.get("status") ?? "";
  const asked = Number(params.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const dates = { from: null as string | null, to: null as string | null };
  const invalidDates: DateFilterName[] = [];
  for (const name of DATE_FILTERS) {
    const given = params.get(name) ?? "";
    if (given === "") continue;
    if (day.safeParse(given).success) dates[name] = given;
    else invalidDates.push(name);
  }
  return {
    ok: true,
    page,
    invalidDates,
    filters: {
      query,
      status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : null,
      ...dates,
    },
  };
}

// Only an address the desk would accept gets a link (no `?cc=` or other parameters), and its
// local part is percent-encoded (RFC 6068), so nothing in it can start headers.
export function mailtoHref(email: string): string | null {
  if (!emailAddress.safeParse(email).success) return null;
  const at = email.lastIndexOf("@");
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1).toLowerCase()}`;
}

/** A reply link, percent-encoded whole: nothing the visitor typed can add a header or recipient. */
export function replyHref(emailHref: string | null, subject: string): string | null {
  if (!emailHref) return null;
  return `${emailHref}?subject=${encodeURIComponent(deskCopy.detail.replySubject(subject))}`;
}

export function telHref(country: string, phone: string): string | null {
  const code = /^\+?(\d{1,4})$/.exec(country.trim());
  const digits = phone.replace(/[\s().-]/g, "");
  if (!code || !/^\d{4,15}$/.test(digits)) return null;
  return `tel:+${code[1]}${digits}`;
}
