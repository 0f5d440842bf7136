import { href } from "#app/shared/site-map/href";
import { deskCopy } from "./desk.copy";
import { runDeskForm, refused } from "./desk-form.server";
import { deskPost, messageOf, type DeskPageResult } from "./desk-page.server";
import type { DeskActionResult } from "./desk-result";
import { changePasswordSchema } from "./desk.schema";
import { redirectTo } from "./desk-stop.server";
import { requireDeskUser, signedInCookie, type DeskRequest } from "./session.server";

const copy = deskCopy.account;

export interface AccountData {
  csrf: string;
  email: string;
  result: DeskActionResult | undefined;
}

/**
 * The account page: a new password ends every session of the account (behind the sign-in
 * throttle, on the same counts); this browser continues in a fresh one.
 */
export async function accountPage(desk: DeskRequest): Promise<DeskPageResult<AccountData>> {
  const pagePath = href("/admin/account");
  const session = await requireDeskUser(desk, pagePath);
  const posted = await deskPost(desk, pagePath, () =>
    runDeskForm(desk.request, {
      csrf: session.csrf,
      fields: ["current", "password", "confirm"],
      schema: changePasswordSchema,
      async act({ current, password }) {
        const changed = await session.desk.changePassword({
          actor: session.actor,
          current,
          password,
        });
        if (!changed.ok && changed.reason === "rate_limited") {
          desk.headers.set("Retry-After", String(changed.retryAfterSeconds));
          return refused(429, copy.rateLimited(changed.retryAfterSeconds));
        }
        if (!changed.ok) return refused(400, copy.wrongCurrent);
        desk.site.log.info({ user: session.user.id }, "desk password changed");
        signedInCookie(desk, changed.sessionId, copy.changed);
        throw redirectTo(pagePath, desk.headers);
      },
    }),
  );
  return {
    title: copy.title,
    session: { user: session.user, csrf: session.csrf },
    status: posted?.status,
    data: {
      csrf: session.csrf,
      email: session.user.email,
      result: messageOf(posted, session.flash),
    },
  };
}
