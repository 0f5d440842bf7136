import type { DeskInquiry, DeskOwner, LeadStatusCounts } from "#app/context";
import { deskCopy } from "./desk.copy";
import { runDeskForms } from "./desk-form.server";
import { deskPost, messageOf, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { parseListQuery, type DateFilterName, type DeskListFilters } from "./desk.schema";
import { DeskProblem } from "./desk-stop.server";
import { listLeadFormAction } from "./lead-update.server";
import { DESK_PAGE_SIZE, listHref } from "./list-params";
import { DESK_HOME } from "./next-path";
import { retryFormAction } from "./retry.server";
import { requireDeskUser, type DeskRequest } from "./session.server";

export interface InquiriesData {
  csrf: string;
  filters: DeskListFilters;
  /** Date filters given that are no calendar day: each says so beside its field. */
  invalidDates: DateFilterName[];
  page: number;
  pageSize: number;
  inquiries: DeskInquiry[];
  total: number;
  counts: LeadStatusCounts;
  owners: DeskOwner[];
  result: DeskActionResult | undefined;
  /** The time the page's "2 hours ago" are counted from (ISO 8601). */
  now: string;
}

/** Each post (a row's status and owner, a retry) comes back to the same filtered page. */
export async function inquiriesPage(desk: DeskRequest): Promise<DeskPageResult<InquiriesData>> {
  const session = await requireDeskUser(desk, DESK_HOME);
  const parsed = parseListQuery(desk.url.searchParams);
  if (!parsed.ok) throw new DeskProblem(400, deskCopy.list.badFilters, session);
  const { filters, page, invalidDates } = parsed;
  const { log } = desk.site;
  const posted = await deskPost(desk, listHref(filters, page), () =>
    runDeskForms(desk.request, {
      update: () => listLeadFormAction(session, log),
      retry: () => retryFormAction(session, log),
    }),
  );
  const [list, owners] = await Promise.all([
    session.desk.list({ ...filters, limit: DESK_PAGE_SIZE, offset: (page - 1) * DESK_PAGE_SIZE }),
    session.desk.owners(),
  ]);
  return {
    title: deskCopy.list.title,
    session: { user: session.user, csrf: session.csrf },
    status: posted?.status ?? (invalidDates.length > 0 ? 400 : undefined),
    data: {
      csrf: session.csrf,
      filters,
      invalidDates,
      page,
      pageSize: DESK_PAGE_SIZE,
      ...list,
      owners,
      result: messageOf(posted, session.flash),
      now: new Date().toISOString(),
    },
  };
}
