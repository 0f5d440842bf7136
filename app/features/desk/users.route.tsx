import { data, Form } from "react-router";
import { href } from "#app/shared/site-map/href";

import { Button } from "#app/components/ui/button";
import { siteContext } from "#app/context.server";
import { seo } from "#app/shared/seo/seo";
import { controlClass } from "#app/features/contact/form-field";
import { deskCopy } from "./desk.copy";
import { ActionMessage, DeskErrorBoundary, DeskPage, deskTime } from "./desk-layout";
import { runDeskForms } from "./desk-form.server";
import { DESK_ROLES } from "./desk-values";
import { CSRF_FIELD } from "./csrf-field";
import { forbiddenUnlessAdmin, requireDeskUser } from "./session.server";
import { userFormActions } from "./users.server";
import type { Route } from "./+types/users.route";
import { DeskTableHead } from "./desk-table-head";

const copy = deskCopy.users;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireDeskUser(siteContext(context), request, url, href("/admin/users"));
  forbiddenUnlessAdmin(session, copy.adminsOnly);
  return { user: session.user, csrf: session.csrf, ...(await session.desk.users()) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const session = await requireDeskUser(site, request, url, href("/admin/users"));
  forbiddenUnlessAdmin(session, copy.adminsOnly);
  const { status, result } = await runDeskForms(request, userFormActions(session, site.log));
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/users"),
    noindex: true,
  });

function RowForm({
  csrf,
  intent,
  id,
  label,
  text,
}: {
  csrf: string;
  intent: string;
  id: string;
  label: string;
  text: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" aria-label={label}>
        {text}
      </Button>
    </Form>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, users, invites } = loaderData;
  const columns = copy.columns;
  return (
    <DeskPage user={user} csrf={csrf} title={copy.heading} intro={copy.intro}>
      <ActionMessage result={actionData} />
      <div className="border-line bg-surface overflow-x-auto rounded-2xl border shadow-sm">
        <table className="divide-line min-w-full divide-y text-left text-sm">
          <DeskTableHead
            titles={[
              columns.email,
              columns.role,
              columns.created,
              columns.lastSignIn,
              columns.state,
              columns.actions,
            ]}
          />
          <tbody className="divide-line text-ink divide-y">
            {users.map((row) => (
              <tr key={row.id} data-user-email={row.email}>
                <td className="px-3 py-3 break-all">
                  {row.email}
                  {row.id === user.id ? (
                    <span className="text-ink-muted"> ({copy.you})</span>
                  ) : null}
                </td>
                <td className="px-3 py-3">{deskCopy.roles[row.role]}</td>
                <td className="px-3 py-3 whitespace-nowrap">{deskTime(row.createdAt)}</td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {row.lastSignInAt ? deskTime(row.lastSignInAt) : copy.never}
                </td>
                <td className="px-3 py-3">{row.disabled ? copy.disabled : copy.active}</td>
                <td className="px-3 py-3">
                  {row.disabled || row.id === user.id ? null : (
                    <RowForm
                      csrf={csrf}
                      intent="disable"
                      id={row.id}
                      label={copy.disableLabel(row.email)}
                      text={copy.disable}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <section
          aria-labelledby="invite-heading"
          className="border-line bg-surface rounded-2xl border p-6 shadow-sm"
        >
          <h2 id="invite-heading" className="text-ink text-xl font-bold">
            {copy.inviteHeading}
          </h2>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="intent" value="invite" />
            <div>
              <label htmlFor="invite-email" className="text-ink block text-sm font-medium">
                {copy.inviteEmail}
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                required
                className={controlClass}
              />
            </div>
            <div>
              <label htmlFor="invite-role" className="text-ink block text-sm font-medium">
                {copy.inviteRole}
              </label>
              <select id="invite-role" name="role" defaultValue="sales" className={controlClass}>
                {DESK_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {deskCopy.roles[role]}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">{copy.inviteSubmit}</Button>
          </Form>
        </section>

        <section
          aria-labelledby="invites-heading"
          className="border-line bg-surface rounded-2xl border p-6 shadow-sm"
        >
          <h2 id="invites-heading" className="text-ink text-xl font-bold">
            {copy.invitesHeading}
          </h2>
          {invites.length === 0 ? (
            <p className="text-ink-soft mt-2 text-sm">{copy.invitesEmpty}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {invites.map((invite) => (
                <li
                  key={invite.id}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span className="text-ink break-all">
                    {invite.email} ({deskCopy.roles[invite.role]}),{" "}
                    <span className="text-ink-soft">
                      {copy.inviteColumns.expires} {deskTime(invite.expiresAt)}
                    </span>
                  </span>
                  <RowForm
                    csrf={csrf}
                    intent="revoke-invite"
                    id={invite.id}
                    label={copy.revokeLabel(invite.email)}
                    text={copy.revoke}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorBoundary error={error} />;
}
