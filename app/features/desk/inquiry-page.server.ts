import type { DeskInquiryDetail, DeskNeighbours, DeskOwner } from "./desk-service";
import { href } from "#app/shared/site-map/href";
import { deskCopy } from "./desk.copy";
import { runDeskForms } from "./desk-form.server";
import { deskPost, messageOf, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { hasControlCharacters, ID_PATTERN, parseListQuery } from "./desk.schema";
import { DeskProblem } from "./desk-stop.server";
import { leadFormAction } from "./lead-update.server";
import { DESK_PAGE_SIZE, listHref, listSearch, parseListSort } from "./list-params";
import { retryFormAction } from "./retry.server";
import { requireDeskUser, type DeskRequest, type SignedIn } from "./session.server";

const copy = deskCopy.detail;

export interface InquiryData {
  csrf: string;
  inquiry: DeskInquiryDetail;
  owners: DeskOwner[];
  userId: string;
  /** Where the inquiry stands in the list it was opened from (filters and order in the URL). */
  neighbours: DeskNeighbours;
  /** The list's filters and order as a query string, for the neighbours' links. */
  listSearch: string;
  /** The list page the inquiry is on, with its filters and order. */
  backHref: string;
  result: DeskActionResult | undefined;
  now: string;
}

/** The inquiry's id from the path: 400 for control characters, 404 for anything not an id. */
function inquiryId(id: string, session: SignedIn): string {
  if (hasControlCharacters(id)) throw new DeskProblem(400, deskCopy.controlCharacters, session);
  if (!ID_PATTERN.test(id)) throw new DeskProblem(404, copy.notFound, session);
  return id;
}

/** An inquiry's page: the lead's message, its history, its status, owner and notes. */
export async function inquiryPage(
  desk: DeskRequest,
  pathId: string,
): Promise<DeskPageResult<InquiryData>> {
  const pagePath = href("/admin/inquiries/:id", { id: encodeURIComponent(pathId) });
  const session = await requireDeskUser(desk, pagePath);
  const id = inquiryId(pathId, session);
  const list = parseListQuery(desk.url.searchParams);
  if (!list.ok) throw new DeskProblem(400, deskCopy.controlCharacters, session);
  const sort = parseListSort(desk.url.searchParams);
  const search = listSearch(list.filters, 1, sort);
  const { log } = desk.site;
  const posted = await deskPost(desk, `${href("/admin/inquiries/:id", { id })}${search}`, () =>
    runDeskForms(desk.request, {
      update: () => leadFormAction(session, log, id),
      retry: () => retryFormAction(session, log),
    }),
  );
  const [inquiry, owners, neighbours] = await Promise.all([
    session.desk.inquiry(id),
    session.desk.owners(),
    session.desk.neighbours({ id, filters: list.filters, sort }),
  ]);
  if (!inquiry) throw new DeskProblem(404, copy.notFound, session);
  const listPage = neighbours.position ? Math.ceil(neighbours.position / DESK_PAGE_SIZE) : 1;
  return {
    title: copy.title(inquiry.fullName),
    session: { user: session.user, csrf: session.csrf },
    status: posted?.status,
    data: {
      csrf: session.csrf,
      inquiry,
      owners,
      userId: session.user.id,
      neighbours,
      listSearch: search,
      backHref: listHref(list.filters, listPage, undefined, sort),
      result: messageOf(posted, session.flash),
      now: new Date().toISOString(),
    },
  };
}
