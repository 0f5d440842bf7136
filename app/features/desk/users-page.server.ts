import type { DeskInviteRow, DeskUserRow } from "./desk-service";
import { href } from "#app/shared/site-map/href";
import { deskCopy } from "./desk.copy";
import { runDeskForms } from "./desk-form.server";
import { deskPost, messageOf, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { forbiddenUnlessAdmin, requireDeskUser, type DeskRequest } from "./session.server";
import { userFormActions } from "./users.server";

const copy = deskCopy.users;

export interface UsersData {
  csrf: string;
  /** The admin looking at the page (who cannot disable themselves). */
  userId: string;
  users: DeskUserRow[];
  invites: DeskInviteRow[];
  result: DeskActionResult | undefined;
  now: string;
}

/** The users page, admins only (403 for everyone else): invite, revoke, disable. */
export async function usersPage(desk: DeskRequest): Promise<DeskPageResult<UsersData>> {
  const session = await requireDeskUser(desk, href("/admin/users"));
  forbiddenUnlessAdmin(session, copy.adminsOnly);
  const posted = await deskPost(desk, href("/admin/users"), () =>
    runDeskForms(desk.request, userFormActions(session, desk.site.log)),
  );
  return {
    title: copy.title,
    session: { user: session.user, csrf: session.csrf },
    status: posted?.status,
    data: {
      csrf: session.csrf,
      userId: session.user.id,
      ...(await session.desk.users()),
      result: messageOf(posted, session.flash),
      now: new Date().toISOString(),
    },
  };
}
