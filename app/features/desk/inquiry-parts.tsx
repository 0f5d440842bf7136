import type { DeskInquiry, DeskOwner } from "./desk-service";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { LEAD_STATUSES } from "./desk-values";
import { exactTime, TIME_IN_WORDS_ATTRIBUTE, timeInWords } from "./desk-time";

const copy = deskCopy.list;

/** A time in words, the exact time on hover; the desk's script keeps the words true. */
export function TimeInWords({
  iso,
  now,
  className,
}: {
  iso: string;
  now: string;
  className?: string;
}) {
  return (
    <time
      dateTime={iso}
      title={exactTime(iso)}
      {...{ [TIME_IN_WORDS_ATTRIBUTE]: "" }}
      className={className}
    >
      {timeInWords(iso, new Date(now))}
    </time>
  );
}

export function LeadStatusOptions() {
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {deskCopy.leadStatus[status]}
    </option>
  ));
}

/** The owners to choose from: a disabled owner stays listed on the leads they still have. */
export const ownersWith = (owners: readonly DeskOwner[], current: DeskOwner | null) =>
  current && !owners.some((owner) => owner.id === current.id) ? [...owners, current] : owners;

export const ownerText = (owner: DeskOwner | null) =>
  owner === null
    ? deskCopy.owner.nobody
    : owner.disabled
      ? deskCopy.owner.disabled(owner.email)
      : owner.email;

export function OwnerOptions({
  owners,
  current,
}: {
  owners: readonly DeskOwner[];
  current: DeskOwner | null;
}) {
  return (
    <>
      <option value="none">{deskCopy.owner.nobody}</option>
      {ownersWith(owners, current).map((owner) => (
        <option key={owner.id} value={owner.id}>
          {ownerText(owner)}
        </option>
      ))}
    </>
  );
}

const stateTone: Record<DeskInquiry["status"], string> = {
  pending: "bg-warning-soft text-warning-ink",
  delivered: "text-success-ink",
  failed: "bg-danger-soft text-danger-ink",
};

const salesEmailTone: Record<NonNullable<DeskInquiry["salesEmail"]>["status"], string> = {
  pending: "text-warning-ink",
  sent: "text-ink-muted",
  failed: "text-danger-ink font-semibold",
};

/** One line of the list: the state, its attempts, what went wrong (in full on hover). */
function DeliveryLine({ inquiry, now }: { inquiry: DeskInquiry; now: string }) {
  const emailFailed = inquiry.salesEmail?.status === "failed" ? inquiry.salesEmail : null;
  const problem =
    inquiry.status === "failed"
      ? inquiry.lastError
      : emailFailed
        ? `${copy.salesEmail.failed}${emailFailed.lastError ? `: ${emailFailed.lastError}` : ""}`
        : null;
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs">
      {inquiry.status === "delivered" ? null : (
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 font-semibold",
            stateTone[inquiry.status],
          )}
        >
          {copy.state[inquiry.status]}
        </span>
      )}
      {inquiry.status === "delivered" ? null : (
        <span className="text-ink-muted shrink-0">
          {copy.attempts(inquiry.attempts)}
          {inquiry.nextAttemptAt ? (
            <>
              {" · "}
              {copy.nextAttempt} <TimeInWords iso={inquiry.nextAttemptAt} now={now} />
            </>
          ) : null}
        </span>
      )}
      {problem ? (
        <span className="text-ink-soft min-w-0 truncate" title={problem}>
          {problem}
        </span>
      ) : null}
    </p>
  );
}

/** State, attempts, next try, the email to sales, and what went wrong when something failed. */
export function DeliveryState({
  inquiry,
  now,
  compact = false,
}: {
  inquiry: DeskInquiry;
  now: string;
  /** One line, for the list. */
  compact?: boolean;
}) {
  if (compact) return <DeliveryLine inquiry={inquiry} now={now} />;
  const failedEmail = inquiry.salesEmail?.status === "failed" ? inquiry.salesEmail : null;
  return (
    <div className="space-y-0.5 text-xs">
      <p>
        <span
          className={cn(
            "inline-block rounded-full font-semibold",
            inquiry.status === "delivered" ? "" : "px-2 py-0.5",
            stateTone[inquiry.status],
          )}
        >
          {copy.state[inquiry.status]}
        </span>
        {inquiry.attempts > 1 || inquiry.status !== "delivered" ? (
          <span className="text-ink-muted"> · {copy.attempts(inquiry.attempts)}</span>
        ) : null}
      </p>
      {inquiry.nextAttemptAt ? (
        <p className="text-ink-muted">
          {copy.nextAttempt} <TimeInWords iso={inquiry.nextAttemptAt} now={now} />
        </p>
      ) : null}
      {inquiry.status === "failed" && inquiry.lastError ? (
        <p className="text-ink-soft line-clamp-2 break-words" title={inquiry.lastError}>
          {inquiry.lastError}
        </p>
      ) : null}
      {inquiry.salesEmail ? (
        <p
          className={salesEmailTone[inquiry.salesEmail.status]}
          data-sales-email={inquiry.salesEmail.status}
        >
          {copy.salesEmail[inquiry.salesEmail.status]}
        </p>
      ) : null}
      {failedEmail?.lastError ? (
        <p className="text-ink-soft line-clamp-2 break-words" title={failedEmail.lastError}>
          {`${copy.salesEmail.failed}: ${failedEmail.lastError}`}
        </p>
      ) : null}
    </div>
  );
}

/** An e-mail address: linked only when the desk made a safe `mailto:` of it. */
export function EmailAddress({
  inquiry,
  linked = true,
  className,
}: {
  inquiry: Pick<DeskInquiry, "email" | "emailHref">;
  linked?: boolean;
  className?: string;
}) {
  if (!inquiry.emailHref) {
    return (
      <span className={cn("break-all", className)}>
        {inquiry.email}{" "}
        <span className="text-ink-muted text-xs">({deskCopy.detail.unlinkedEmail})</span>
      </span>
    );
  }
  if (!linked) return <span className={cn("break-all", className)}>{inquiry.email}</span>;
  return (
    <a
      className={cn("text-accent break-all underline underline-offset-2", className)}
      href={inquiry.emailHref}
    >
      {inquiry.email}
    </a>
  );
}

export const canRetry = (inquiry: DeskInquiry) =>
  inquiry.status === "failed" || inquiry.salesEmail?.status === "failed";

/** A small button posting one `intent` about one row (a retry, a user's or invitation's). */
export function RowForm({
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

export function RetryForm({ inquiry, csrf }: { inquiry: DeskInquiry; csrf: string }) {
  return (
    <RowForm
      csrf={csrf}
      intent="retry"
      id={inquiry.id}
      label={`${copy.retry}: ${inquiry.fullName}, ${inquiry.subject}`}
      text={copy.retry}
    />
  );
}
