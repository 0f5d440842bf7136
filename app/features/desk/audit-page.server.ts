import type { DeskAuditEntry } from "./desk-service";
import { href } from "#app/shared/site-map/href";
import { deskCopy } from "./desk.copy";
import type { DeskPageResult } from "./desk-page.server";
import { parseListQuery } from "./desk.schema";
import { DeskProblem } from "./desk-stop.server";
import { DESK_PAGE_SIZE } from "./list-params";
import { forbiddenUnlessAdmin, requireDeskUser, type DeskRequest } from "./session.server";

const copy = deskCopy.audit;

export interface AuditData {
  entries: DeskAuditEntry[];
  total: number;
  page: number;
  now: string;
}

/** The audit log, admins only: 403 for everyone else, whatever they type. */
export async function auditPage(desk: DeskRequest): Promise<DeskPageResult<AuditData>> {
  const session = await requireDeskUser(desk, href("/admin/audit"));
  forbiddenUnlessAdmin(session, copy.adminsOnly);
  const parsed = parseListQuery(desk.url.searchParams);
  if (!parsed.ok) throw new DeskProblem(400, deskCopy.controlCharacters, session);
  const { page } = parsed;
  const { entries, total } = await session.desk.audit({
    limit: DESK_PAGE_SIZE,
    offset: (page - 1) * DESK_PAGE_SIZE,
  });
  return {
    title: copy.title,
    session: { user: session.user, csrf: session.csrf },
    data: { entries, total, page, now: new Date().toISOString() },
  };
}
