import type { DeskUserRow } from "./desk-service";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { DeskHeading, DeskMessage } from "./desk-shell";
import { DeskTable, type DeskColumn } from "./desk-table";
import { deskControl, deskLabel, deskPanel, deskPanelHeading } from "./desk-ui";
import { DESK_ROLES } from "./desk-values";
import { RowForm, TimeInWords } from "./inquiry-parts";
import type { UsersData } from "./users-page.server";

const copy = deskCopy.users;

function userColumns({ csrf, userId, now }: Pick<UsersData, "csrf" | "userId" | "now">) {
  const columns = copy.columns;
  const table: DeskColumn<DeskUserRow>[] = [
    {
      key: "email",
      card: "title",
      width: "w-[30%]",
      header: columns.email,
      cell: (row) => (
        <p className="text-ink flex min-w-0 items-baseline gap-1 font-medium">
          <span className="truncate" title={row.email}>
            {row.email}
          </span>
          {row.id === userId ? (
            <span className="text-ink-muted shrink-0 font-normal">({copy.you})</span>
          ) : null}
        </p>
      ),
    },
    {
      key: "role",
      card: "field",
      label: columns.role,
      header: columns.role,
      cell: (row) => deskCopy.roles[row.role],
    },
    {
      key: "created",
      card: "field",
      label: columns.created,
      header: columns.created,
      cell: (row) => <TimeInWords iso={row.createdAt} now={now} className="text-ink-soft" />,
    },
    {
      key: "last",
      card: "field",
      label: columns.lastSignIn,
      header: columns.lastSignIn,
      cell: (row) =>
        row.lastSignInAt ? (
          <TimeInWords iso={row.lastSignInAt} now={now} className="text-ink-soft" />
        ) : (
          <span className="text-ink-soft">{copy.never}</span>
        ),
    },
    {
      key: "state",
      card: "corner",
      header: columns.state,
      cell: (row) => (
        <span
          className={cn(
            "inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
            row.disabled ? "bg-surface-muted text-ink-soft" : "bg-success-soft text-success-ink",
          )}
        >
          {row.disabled ? copy.disabled : copy.active}
        </span>
      ),
    },
    {
      key: "actions",
      card: "line",
      width: "w-72",
      header: <span className="sr-only">{columns.actions}</span>,
      cell: (row) =>
        row.disabled || row.id === userId ? null : (
          <div className="flex flex-wrap gap-1.5">
            <RowForm
              csrf={csrf}
              intent="password-link"
              id={row.id}
              label={copy.passwordLinkLabel(row.email)}
              text={copy.passwordLink}
            />
            <RowForm
              csrf={csrf}
              intent="disable"
              id={row.id}
              label={copy.disableLabel(row.email)}
              text={copy.disable}
            />
          </div>
        ),
    },
  ];
  return table;
}

/** Who can sign in, their invitations, and a form to invite someone (admins only). */
export function UsersPage({ csrf, userId, users, invites, result, now }: UsersData) {
  return (
    <div className="space-y-4">
      <DeskHeading title={copy.heading} intro={copy.intro} />
      <DeskMessage result={result} />
      <DeskTable
        rows={users}
        columns={userColumns({ csrf, userId, now })}
        label={copy.heading}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-user-email": row.email })}
      />

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
                  className="flex items-center justify-between gap-3 py-2 text-sm"
                >
                  <div className="min-w-0">
                    <p className="text-ink truncate" title={invite.email}>
                      {invite.email}
                    </p>
                    <p className="text-ink-muted text-xs">
                      {invite.passwordLink ? copy.passwordLinkNote : deskCopy.roles[invite.role]}
                      {" · "}
                      {copy.inviteExpiresIn} <TimeInWords iso={invite.expiresAt} now={now} />
                    </p>
                  </div>
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
