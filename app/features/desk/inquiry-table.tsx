import { Form } from "react-router";

import type { DeskInquiry } from "../../context";
import { deskCopy } from "./desk.copy";
import { Button } from "../../components/ui/button";

const copy = deskCopy.list;

/** "2026-11-23 12:04" (UTC): the desk's one time format, the same on server and browser. */
const deskTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

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

function Delivery({ inquiry }: { inquiry: DeskInquiry }) {
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

/** Something of this inquiry gave up: its delivery, or its e-mail to the sales team. */
const canRetry = (inquiry: DeskInquiry) =>
  inquiry.status === "failed" || inquiry.salesEmail?.status === "failed";

/** The inquiries of one page, with "Retry now" where a delivery or an e-mail to sales failed. */
export function InquiryTable({
  inquiries,
  csrf,
  csrfField,
}: {
  inquiries: readonly DeskInquiry[];
  csrf: string;
  csrfField: string;
}) {
  const columns = copy.columns;
  return (
    <div className="border-line bg-surface overflow-x-auto rounded-2xl border shadow-sm">
      <table className="divide-line min-w-full divide-y text-left text-sm">
        <thead className="bg-canvas text-ink-soft text-xs font-semibold uppercase">
          <tr>
            {[
              columns.received,
              columns.name,
              columns.email,
              columns.company,
              columns.subject,
              columns.type,
              columns.delivery,
              columns.lastError,
              columns.actions,
            ].map((title) => (
              <th key={title} scope="col" className="px-3 py-3 whitespace-nowrap">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line text-ink divide-y">
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id} data-inquiry-id={inquiry.id}>
              <td className="px-3 py-3 whitespace-nowrap">{deskTime(inquiry.receivedAt)}</td>
              <td className="px-3 py-3">{inquiry.fullName}</td>
              <td className="px-3 py-3">
                <a className="text-accent underline" href={`mailto:${inquiry.email}`}>
                  {inquiry.email}
                </a>
              </td>
              <td className="px-3 py-3">{inquiry.company}</td>
              <td className="px-3 py-3">{inquiry.subject}</td>
              <td className="px-3 py-3 whitespace-nowrap">{inquiry.type}</td>
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
                {canRetry(inquiry) ? (
                  <Form method="post">
                    <input type="hidden" name={csrfField} value={csrf} />
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
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
