import { Form } from "react-router";
import { href } from "#app/shared/site-map/href";

import type { DeskInquiry } from "#app/context";
import { deskCopy } from "./desk.copy";
import { deskTime } from "./desk-layout";
import { CSRF_FIELD } from "./csrf-field";
import { Button } from "#app/components/ui/button";
import { DeskTableHead } from "./desk-table-head";

const copy = deskCopy.list;

const stateClass: Record<DeskInquiry["status"], string> = {
  pending: "bg-warning-soft text-warning-ink",
  delivered: "bg-success-soft text-success-ink",
  failed: "bg-danger-soft text-danger-ink",
};

const salesEmailClass: Record<NonNullable<DeskInquiry["salesEmail"]>["status"], string> = {
  pending: "text-warning-ink",
  sent: "text-ink-muted",
  failed: "text-danger-ink font-semibold",
};

/** A lead's status as a small badge. */
export function LeadStatusBadge({ status }: { status: DeskInquiry["leadStatus"] }) {
  return (
    <span
      className="bg-surface-muted text-ink inline-block rounded-full px-2 py-0.5 text-xs font-semibold"
      data-lead-status={status}
    >
      {deskCopy.leadStatus[status]}
    </span>
  );
}

/** The delivery's state, its attempts and the e-mail to sales. */
export function Delivery({ inquiry }: { inquiry: DeskInquiry }) {
  return (
    <>
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${stateClass[inquiry.status]}`}
      >
        {copy.state[inquiry.status]}
      </span>
      <span className="text-ink-muted mt-1 block text-xs">
        {copy.attempts(inquiry.attempts)}
        {inquiry.nextAttemptAt ? `, ${copy.nextAttempt(deskTime(inquiry.nextAttemptAt))}` : ""}
      </span>
      {inquiry.salesEmail ? (
        <span
          className={`mt-1 block text-xs ${salesEmailClass[inquiry.salesEmail.status]}`}
          data-sales-email={inquiry.salesEmail.status}
        >
          {copy.salesEmail[inquiry.salesEmail.status]}
        </span>
      ) : null}
    </>
  );
}

/** An e-mail address: linked only when the desk made a safe `mailto:` of it. */
export function EmailAddress({ inquiry }: { inquiry: Pick<DeskInquiry, "email" | "emailHref"> }) {
  if (!inquiry.emailHref) {
    return (
      <span className="break-all">
        {inquiry.email}{" "}
        <span className="text-ink-muted text-xs">({deskCopy.detail.unlinkedEmail})</span>
      </span>
    );
  }
  return (
    <a className="text-accent break-all underline" href={inquiry.emailHref}>
      {inquiry.email}
    </a>
  );
}

/** Something of this inquiry gave up: its delivery, or its e-mail to the sales team. */
export const canRetry = (inquiry: DeskInquiry) =>
  inquiry.status === "failed" || inquiry.salesEmail?.status === "failed";

/** "Retry now" for one inquiry (the form posts to the page it is on). */
export function RetryForm({ inquiry, csrf }: { inquiry: DeskInquiry; csrf: string }) {
  return (
    <Form method="post">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={inquiry.id} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        aria-label={`${copy.retry}: ${inquiry.fullName}, ${inquiry.subject}`}
      >
        {copy.retry}
      </Button>
    </Form>
  );
}

/** The inquiries of one page, each opening its own page, with "Retry now" where something failed. */
export function InquiryTable({
  inquiries,
  csrf,
}: {
  inquiries: readonly DeskInquiry[];
  csrf: string;
}) {
  const columns = copy.columns;
  return (
    <div className="border-line bg-surface overflow-x-auto rounded-2xl border shadow-sm">
      <table className="divide-line min-w-full divide-y text-left text-sm">
        <DeskTableHead
          titles={[
            columns.received,
            columns.name,
            columns.email,
            columns.company,
            columns.subject,
            columns.status,
            columns.delivery,
            columns.lastError,
            columns.actions,
          ]}
        />
        <tbody className="divide-line text-ink divide-y">
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id} data-inquiry-id={inquiry.id}>
              <td className="px-3 py-3 whitespace-nowrap">{deskTime(inquiry.receivedAt)}</td>
              <td className="px-3 py-3">
                <a
                  href={href("/admin/inquiries/:id", { id: String(inquiry.id) })}
                  className="text-accent font-medium underline"
                  aria-label={copy.open(inquiry.fullName, inquiry.subject)}
                >
                  {inquiry.fullName}
                </a>
              </td>
              <td className="px-3 py-3">
                <EmailAddress inquiry={inquiry} />
              </td>
              <td className="px-3 py-3">{inquiry.company}</td>
              <td className="px-3 py-3">{inquiry.subject}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                <LeadStatusBadge status={inquiry.leadStatus} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <Delivery inquiry={inquiry} />
              </td>
              <td className="text-ink-soft max-w-xs px-3 py-3 break-words">
                {inquiry.lastError ?? ""}
                {inquiry.salesEmail?.status === "failed" && inquiry.salesEmail.lastError ? (
                  <span className="block">{`${copy.salesEmail.failed}: ${inquiry.salesEmail.lastError}`}</span>
                ) : null}
              </td>
              <td className="px-3 py-3">
                {canRetry(inquiry) ? <RetryForm inquiry={inquiry} csrf={csrf} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
