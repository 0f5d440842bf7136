import type { Logger } from "#app/context";
import { deskCopy } from "./desk.copy";
import { deskTime } from "./desk-time";
import { deskFormAction, idFormAction, ok, refused } from "./desk-form.server";
import { inviteSchema } from "./desk.schema";
import type { SignedIn } from "./session.server";

const copy = deskCopy.users;

const withLink = (message: string, link: { url: string; expiresAt: string }) =>
  ok(message, { url: link.url, note: copy.inviteExpires(deskTime(link.expiresAt)) });

/** The one-time link is shown to the admin, who sends it (e-mail may not be configured). */
export function userFormActions(session: SignedIn, log: Logger) {
  const { desk, actor, csrf } = session;
  return {
    invite: () =>
      deskFormAction({
        csrf,
        fields: ["email", "role"],
        schema: inviteSchema,
        async act({ email, role }) {
          const invited = await desk.invite({ email, role, actor });
          if (!invited.ok) return refused(409, copy.alreadyUser);
          log.info({ user: actor.id, role }, "desk invitation created");
          return withLink(copy.inviteCreated(email), invited);
        },
      }),
    "revoke-invite": () =>
      idFormAction(csrf, async (id) => {
        if (!(await desk.revokeInvite(id, actor))) return refused(404, copy.inviteMissing);
        return ok(copy.revoked);
      }),
    "password-link": () =>
      idFormAction(csrf, async (id) => {
        const link = await desk.passwordLink(id, actor);
        if (!link.ok) return refused(404, copy.userMissing);
        log.info({ user: actor.id, for: id }, "desk password link created");
        return withLink(copy.passwordLinkCreated(link.email), link);
      }),
    disable: () =>
      idFormAction(csrf, async (id) => {
        const outcome = await desk.disableUser(id, actor);
        if (outcome === "self") return refused(400, copy.cannotDisableSelf);
        if (outcome === "missing") return refused(404, copy.userMissing);
        log.info({ user: actor.id, disabled: id }, "desk user disabled");
        const { users } = await desk.users();
        return ok(copy.disabledDone(users.find((user) => user.id === id)?.email ?? id));
      }),
  };
}
