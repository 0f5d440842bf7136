import type { DeskOwner } from "./desk-service";
import { Icon } from "#app/shared/icons/icon";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { LEAD_STATUSES, type LeadStatus } from "./desk-values";
import { ownersWith, ownerText } from "./inquiry-parts";

// A lead's status and owner as labels that open their choices (the HTML popover: no script
// needed); each choice is a submit button of the lead's form, so one click saves, with or
// without script. The desk's script saves in place and offers an undo (lead-menus-client.ts).

const list = deskCopy.list;

/** The tone of each status, on its label and dot (`data-status`, so the script only sets it). */
export const statusTone =
  "data-[status=new]:bg-accent-soft data-[status=new]:text-accent-ink data-[status=contacted]:bg-warning-soft data-[status=contacted]:text-warning-ink data-[status=qualified]:bg-success-soft data-[status=qualified]:text-success-ink data-[status=closed]:bg-surface-muted data-[status=closed]:text-ink-soft";

const dotTone =
  "data-[status=new]:bg-accent data-[status=contacted]:bg-warning-ink data-[status=qualified]:bg-success-ink data-[status=closed]:bg-ink-subtle";

const menuButton =
  "focus-visible:outline-accent-vivid inline-flex h-7 max-w-full min-w-0 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1";

const menuPanel =
  "desk-menu border-line bg-surface text-ink m-0 min-w-44 rounded-xl border p-1 text-sm shadow-lg";

const choice =
  "hover:bg-surface-muted focus-visible:bg-surface-muted flex w-full items-center gap-2 rounded-lg px-2.5 py-1.5 text-left outline-none aria-[current=true]:font-semibold";

/** The hidden part of a lead's form: whose it is and the session's token. */
export function LeadForm({
  id,
  csrf,
  inquiryId,
}: {
  id: string;
  csrf: string;
  inquiryId?: string;
}) {
  return (
    <form id={id} method="post" data-lead-form="" hidden>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="update" />
      {inquiryId ? <input type="hidden" name="id" value={inquiryId} /> : null}
    </form>
  );
}

function Check() {
  return (
    <Icon
      name="check"
      aria-hidden="true"
      className="ml-auto size-3.5 opacity-0 group-aria-[current=true]:opacity-100"
    />
  );
}

export function StatusMenu({
  form,
  name,
  status,
}: {
  /** The lead form's id. */
  form: string;
  /** The lead's name, for the labels. */
  name: string;
  status: LeadStatus;
}) {
  const menu = `${form}-status`;
  return (
    <div data-menu="status" data-value={status}>
      <button
        type="button"
        popoverTarget={menu}
        data-status={status}
        data-menu-button=""
        aria-label={list.statusOf(name, deskCopy.leadStatus[status])}
        data-label-prefix={list.statusOf(name, "")}
        className={cn(menuButton, statusTone)}
      >
        <span
          aria-hidden="true"
          data-status={status}
          className={cn("size-1.5 rounded-full", dotTone)}
        />
        <span data-menu-text="">{deskCopy.leadStatus[status]}</span>
        <Icon name="chevron-down" aria-hidden="true" className="size-3 opacity-70" />
      </button>
      <div
        id={menu}
        popover="auto"
        role="group"
        aria-label={list.choicesFor(list.columns.status, name)}
        className={menuPanel}
      >
        {LEAD_STATUSES.map((option) => (
          <button
            key={option}
            type="submit"
            form={form}
            name="status"
            value={option}
            data-choice=""
            data-text={deskCopy.leadStatus[option]}
            aria-current={option === status ? "true" : undefined}
            className={cn(choice, "group")}
          >
            <span
              aria-hidden="true"
              data-status={option}
              className={cn("size-2 rounded-full", dotTone)}
            />
            {deskCopy.leadStatus[option]}
            <Check />
          </button>
        ))}
      </div>
    </div>
  );
}

export function OwnerMenu({
  form,
  name,
  owner,
  owners,
  you,
  variant = "cell",
}: {
  form: string;
  name: string;
  owner: DeskOwner | null;
  owners: readonly DeskOwner[];
  /** The signed-in user's id: they are listed first. */
  you?: string;
  /** In a list's cell its text lines up with the column's; elsewhere it is a chip. */
  variant?: "cell" | "chip";
}) {
  const menu = `${form}-owner`;
  const listed = ownersWith(
    [...owners.filter((user) => user.id === you), ...owners.filter((user) => user.id !== you)],
    owner,
  );
  const value = owner?.id ?? "none";
  return (
    <div
      data-menu="owner"
      data-value={value}
      className={variant === "cell" ? "min-w-0" : "max-w-full"}
    >
      <button
        type="button"
        popoverTarget={menu}
        data-owner={value}
        data-menu-button=""
        aria-label={list.ownerOf(name, ownerText(owner))}
        data-label-prefix={list.ownerOf(name, "")}
        title={ownerText(owner)}
        className={cn(
          menuButton,
          "text-ink hover:bg-surface-muted data-[owner=none]:text-ink-muted font-medium",
          variant === "cell" ? "-ml-2.5" : "border-line bg-surface border",
        )}
      >
        <Icon name="user" aria-hidden="true" className="size-3.5 shrink-0 opacity-70" />
        <span data-menu-text="" className="truncate">
          {ownerText(owner)}
        </span>
        <Icon name="chevron-down" aria-hidden="true" className="size-3 shrink-0 opacity-70" />
      </button>
      <div
        id={menu}
        popover="auto"
        role="group"
        aria-label={list.choicesFor(list.columns.owner, name)}
        className={cn(menuPanel, "max-w-80")}
      >
        {[null, ...listed].map((user) => (
          <button
            key={user?.id ?? "none"}
            type="submit"
            form={form}
            name="owner"
            value={user?.id ?? "none"}
            data-choice=""
            data-text={ownerText(user)}
            aria-current={(user?.id ?? "none") === value ? "true" : undefined}
            className={cn(choice, "group")}
          >
            <span className="truncate">
              {user && user.id === you ? deskCopy.owner.you(user.email) : ownerText(user)}
            </span>
            <Check />
          </button>
        ))}
      </div>
    </div>
  );
}
