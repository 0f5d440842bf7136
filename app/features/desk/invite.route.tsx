import { data, Form, redirect } from "react-router";
import { href } from "#app/shared/site-map/href";

import { Button } from "#app/components/ui/button";
import { siteContext } from "#app/context.server";
import { runFormAction } from "#app/shared/forms/form-action.server";
import { PageHero } from "#app/shared/sections/page-hero";
import { seo } from "#app/shared/seo/seo";
import { controlClass } from "#app/features/contact/form-field";
import { deskCopy } from "./desk.copy";
import { ActionMessage, DeskErrorBoundary } from "./desk-layout";
import { deskFormAction, refused } from "./desk-form.server";
import { acceptInviteSchema, hasControlCharacters } from "./desk.schema";
import { CSRF_FIELD } from "./csrf-field";
import { DESK_HOME } from "./next-path";
import {
  deskOr404,
  deskProblem,
  ensureCsrf,
  getDeskCookie,
  signedInCookie,
} from "./session.server";
import type { Route } from "./+types/invite.route";

const copy = deskCopy.invite;

/** The invitation of the link, or the desk's message that it no longer works. */
async function openInvitation(site: ReturnType<typeof siteContext>, token: string) {
  const desk = deskOr404(site);
  if (hasControlCharacters(token)) deskProblem(400, deskCopy.controlCharacters);
  const invitation = await desk.invitation(token);
  if (!invitation) deskProblem(404, copy.invalid);
  return { desk, invitation };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { desk, invitation } = await openInvitation(siteContext(context), params.token);
  const cookie = await getDeskCookie(desk, request);
  const csrf = ensureCsrf(cookie);
  return data(
    { csrf, email: invitation.email, role: invitation.role },
    { headers: { "Set-Cookie": await desk.cookies.commitSession(cookie) } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const { desk } = await openInvitation(site, params.token);
  const cookie = await getDeskCookie(desk, request);
  const { status, result } = await runFormAction(
    request,
    deskFormAction({
      csrf: cookie.get("csrf"),
      fields: ["password", "confirm"],
      schema: acceptInviteSchema,
      async act({ password }) {
        const accepted = await desk.acceptInvite({
          token: params.token,
          password,
          clientAddress: site.clientAddress,
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
        throw redirect(DESK_HOME, {
          headers: { "Set-Cookie": await signedInCookie(desk, cookie, accepted.sessionId) },
        });
      },
    }),
  );
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/invite/:token", { token: "" }).replace(/\/$/, ""),
    noindex: true,
  });

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, email, role } = loaderData;
  return (
    <>
      <PageHero title={copy.heading} intro={copy.intro(email, deskCopy.roles[role])} />
      <div className="mx-auto max-w-md px-6 pb-20">
        <Form
          method="post"
          className="border-line bg-surface space-y-5 rounded-2xl border p-6 shadow-sm"
        >
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <ActionMessage result={actionData} />
          {/* For password managers: the account this password belongs to. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <div>
            <label htmlFor="invite-password" className="text-ink block text-sm font-medium">
              {copy.password}
            </label>
            <input
              id="invite-password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
              aria-describedby="invite-password-hint"
              className={controlClass}
            />
            <p id="invite-password-hint" className="text-ink-muted mt-1 text-xs">
              {copy.passwordHint}
            </p>
          </div>
          <div>
            <label htmlFor="invite-confirm" className="text-ink block text-sm font-medium">
              {copy.confirm}
            </label>
            <input
              id="invite-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              className={controlClass}
            />
          </div>
          <Button type="submit" size="block">
            {copy.submit}
          </Button>
        </Form>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorBoundary error={error} />;
}
