import type { DeskRole } from "./desk-values";
import { deskCopy } from "./desk.copy";
import { runDeskForm, refused } from "./desk-form.server";
import { deskPost, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { acceptInviteSchema, hasControlCharacters } from "./desk.schema";
import { DeskProblem, redirectTo } from "./desk-stop.server";
import { DESK_HOME } from "./next-path";
import { ensureCsrf, signedInCookie, type DeskRequest } from "./session.server";

const copy = deskCopy.invite;

export interface InviteData {
  csrf: string;
  email: string;
  role: DeskRole;
  /** A link to choose a new password for an account that exists. */
  passwordLink: boolean;
  result: DeskActionResult | undefined;
}

/**
 * An invitation's link: a used, revoked or expired one is the desk's 404. Accepting it
 * creates the account and signs the new user in.
 */
export async function invitePage(
  desk: DeskRequest,
  token: string,
): Promise<DeskPageResult<InviteData>> {
  if (hasControlCharacters(token)) throw new DeskProblem(400, deskCopy.controlCharacters);
  const invitation = await desk.desk.invitation(token);
  if (!invitation) throw new DeskProblem(404, copy.invalid);
  const { site } = desk;
  const posted = await deskPost(desk, DESK_HOME, () =>
    runDeskForm(desk.request, {
      csrf: desk.cookie.csrf,
      fields: ["password", "confirm"],
      schema: acceptInviteSchema,
      async act({ password }) {
        const accepted = await desk.desk.acceptInvite({
          token,
          password,
          clientAddress: site.clientAddress,
          endsSession: desk.cookie.sid,
        });
        if (!accepted.ok) {
          return accepted.reason === "exists"
            ? refused(409, copy.taken)
            : refused(404, copy.invalid);
        }
        site.log.info(
          { user: accepted.user.id, role: accepted.user.role },
          "desk invitation accepted",
        );
        signedInCookie(desk, accepted.sessionId);
        throw redirectTo(DESK_HOME, desk.headers);
      },
    }),
  );
  return {
    title: invitation.passwordLink ? copy.resetTitle : copy.title,
    status: posted?.status,
    data: {
      csrf: ensureCsrf(desk),
      email: invitation.email,
      role: invitation.role,
      passwordLink: invitation.passwordLink === true,
      result: posted?.result,
    },
  };
}
