import type { DeskInquiry, DeskOwner, LeadStatusCounts } from "./desk-service";
import { deskCopy } from "./desk.copy";
import { runDeskForms } from "./desk-form.server";
import { deskPost, messageOf, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { parseListQuery, type DateFilterName, type DeskListFilters } from "./desk.schema";
import type { ListSort } from "./desk-values";
import { DeskProblem } from "./desk-stop.server";
import { bulkFormAction, leadFormAction } from "./lead-update.server";
import { DESK_PAGE_SIZE, listHref, parseListSort } from "./list-params";
import { DESK_HOME } from "./next-path";
import { retryFormAction } from "./retry.server";
import { requireDeskUser, type DeskRequest } from "./session.server";

export interface InquiriesData {
  csrf: string;
  filters: DeskListFilters;
  sort: ListSort;
  /** Date filters given that are no calendar day: each says so beside its field. */
  invalidDates: DateFilterName[];
  page: number;
  pageSize: number;
  inquiries: DeskInquiry[];
  total: number;
  counts: LeadStatusCounts;
  owners: DeskOwner[];
  /** The signed-in user's id: first among the owners. */
  userId: string;
  result: DeskActionResult | undefined;
  /** The time the page's "2 hours ago" are counted from (ISO 8601). */
  now: string;
}

/** Each post (a row's status or owner, a bulk change, a retry) comes back to the same page. */
export async function inquiriesPage(desk: DeskRequest): Promise<DeskPageResult<InquiriesData>> {
  const session = await requireDeskUser(desk, DESK_HOME);
  const parsed = parseListQuery(desk.url.searchParams);
  if (!parsed.ok) throw new DeskProblem(400, deskCopy.list.badFilters, session);
  const { filters, page, invalidDates } = parsed;
  const sort = parseListSort(desk.url.searchParams);
  const { log } = desk.site;
  const posted = await deskPost(desk, listHref(filters, page, undefined, sort), () =>
    runDeskForms(desk.request, {
      update: () => leadFormAction(session, log),
      bulk: () => bulkFormAction(session, log),
      retry: () => retryFormAction(session, log),
    }),
  );
  const [list, owners] = await Promise.all([
    session.desk.list({
      ...filters,
      sort,
      limit: DESK_PAGE_SIZE,
      offset: (page - 1) * DESK_PAGE_SIZE,
    }),
    session.desk.owners(),
  ]);
  return {
    title: deskCopy.list.title,
    session: { user: session.user, csrf: session.csrf },
    status: posted?.status ?? (invalidDates.length > 0 ? 400 : undefined),
    data: {
      csrf: session.csrf,
      filters,
      sort,
      invalidDates,
      page,
      pageSize: DESK_PAGE_SIZE,
      ...list,
      owners,
      userId: session.user.id,
      result: messageOf(posted, session.flash),
      now: new Date().toISOString(),
    },
  };
}
