import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { DeskHeading, DeskMessage } from "./desk-shell";
import { DeskTableHead } from "./desk-table-head";
import { deskControl, deskLabel, deskPanel, deskPanelHeading } from "./desk-ui";
import { DESK_ROLES } from "./desk-values";
import { TimeInWords } from "./inquiry-parts";
import type { UsersData } from "./users-page.server";

const copy = deskCopy.users;

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
    <form method="post">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={label}
        className={buttonVariants({
          variant: "secondary",
          size: "sm",
          className: "h-7 px-2.5 text-xs",
        })}
      >
        {text}
      </button>
    </form>
  );
}

/** Who can sign in, their invitations, and a form to invite someone (admins only). */
export function UsersPage({ csrf, userId, users, invites, result, now }: UsersData) {
  const columns = copy.columns;
  return (
    <div className="space-y-4">
      <DeskHeading title={copy.heading} intro={copy.intro} />
      <DeskMessage result={result} />
      <div className={cn(deskPanel, "overflow-x-auto")}>
        <table className="w-full text-left text-sm">
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
                <td className="px-3 py-2 break-all">
                  {row.email}
                  {row.id === userId ? <span className="text-ink-muted"> ({copy.you})</span> : null}
                </td>
                <td className="px-3 py-2">{deskCopy.roles[row.role]}</td>
                <td className="text-ink-soft px-3 py-2 whitespace-nowrap">
                  <TimeInWords iso={row.createdAt} now={now} />
                </td>
                <td className="text-ink-soft px-3 py-2 whitespace-nowrap">
                  {row.lastSignInAt ? <TimeInWords iso={row.lastSignInAt} now={now} /> : copy.never}
                </td>
                <td className="px-3 py-2">{row.disabled ? copy.disabled : copy.active}</td>
                <td className="px-3 py-2">
                  {row.disabled || row.id === userId ? null : (
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

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="invite-heading" className={cn(deskPanel, "p-4")}>
          <h2 id="invite-heading" className={deskPanelHeading}>
            {copy.inviteHeading}
          </h2>
          <form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="intent" value="invite" />
            <div className="min-w-0 flex-1 basis-56">
              <label htmlFor="invite-email" className={deskLabel}>
                {copy.inviteEmail}
              </label>
              <input id="invite-email" name="email" type="email" required className={deskControl} />
            </div>
            <div>
              <label htmlFor="invite-role" className={deskLabel}>
                {copy.inviteRole}
              </label>
              <select id="invite-role" name="role" defaultValue="sales" className={deskControl}>
                {DESK_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {deskCopy.roles[role]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonVariants({ size: "sm" })}>
              {copy.inviteSubmit}
            </button>
          </form>
        </section>

        <section aria-labelledby="invites-heading" className={cn(deskPanel, "p-4")}>
          <h2 id="invites-heading" className={deskPanelHeading}>
            {copy.invitesHeading}
          </h2>
          {invites.length === 0 ? (
            <p className="text-ink-soft mt-2 text-sm">{copy.invitesEmpty}</p>
          ) : (
            <ul className="divide-line mt-2 divide-y">
              {invites.map((invite) => (
                <li
                  key={invite.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span className="text-ink break-all">
                    {invite.email} ({deskCopy.roles[invite.role]}){" "}
                    <span className="text-ink-muted text-xs">
                      {copy.inviteExpiresIn} <TimeInWords iso={invite.expiresAt} now={now} />
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
    </div>
  );
}
