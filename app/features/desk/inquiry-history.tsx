import type { DeskDeliveryEvent, DeskInquiryDetail, DeskNote } from "./desk-service";
import { cn } from "#app/shared/ui-utils";
import { deskCopy } from "./desk.copy";
import { deskPanel, deskPanelHeading } from "./desk-ui";
import { canRetry, DeliveryState, RetryForm, TimeInWords } from "./inquiry-parts";

const copy = deskCopy.detail;

type Moment =
  | { kind: "received"; at: string }
  | { kind: "delivery"; at: string; event: DeskDeliveryEvent }
  | { kind: "note"; at: string; note: DeskNote };

function momentsOf(inquiry: DeskInquiryDetail): Moment[] {
  const moments: Moment[] = [
    { kind: "received", at: inquiry.receivedAt },
    ...inquiry.history.map((event) => ({ kind: "delivery" as const, at: event.at, event })),
    ...inquiry.notes.map((note) => ({ kind: "note" as const, at: note.at, note })),
  ];
  // Stable: the database's own order stays among moments of the same time.
  return moments.sort((a, b) => a.at.localeCompare(b.at));
}

export function History({
  inquiry,
  csrf,
  now,
}: {
  inquiry: DeskInquiryDetail;
  csrf: string;
  now: string;
}) {
  return (
    <section
      aria-labelledby="history-heading"
      data-history-panel=""
      className={cn(deskPanel, "p-4")}
    >
      <h2 id="history-heading" className={deskPanelHeading}>
        {copy.historyHeading}
      </h2>
      <div className="bg-canvas mt-3 flex flex-wrap items-start justify-between gap-2 rounded-lg p-3">
        <div>
          <p className="text-ink-muted text-xs font-medium">{copy.deliveryHeading}</p>
          <DeliveryState inquiry={inquiry} now={now} />
          {inquiry.deliveredAt ? (
            <p className="text-ink-muted text-xs">
              {copy.deliveredAt} <TimeInWords iso={inquiry.deliveredAt} now={now} />
            </p>
          ) : null}
          {inquiry.failedAt ? (
            <p className="text-ink-muted text-xs">
              {copy.failedAt} <TimeInWords iso={inquiry.failedAt} now={now} />
            </p>
          ) : null}
        </div>
        {canRetry(inquiry) ? <RetryForm inquiry={inquiry} csrf={csrf} /> : null}
      </div>
      <ol className="mt-4 space-y-3" data-history="">
        {momentsOf(inquiry).map((moment, index) => (
          <li key={index} data-kind={moment.kind} className="border-line border-l-2 pl-3 text-sm">
            <p className="text-ink-muted text-xs">
              <TimeInWords iso={moment.at} now={now} />
              {moment.kind === "note" ? ` · ${copy.by(moment.note.authorEmail)}` : null}
            </p>
            <MomentText moment={moment} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function MomentText({ moment }: { moment: Moment }) {
  if (moment.kind === "received") return <p className="text-ink">{copy.historyReceived}</p>;
  if (moment.kind === "delivery") {
    const { event } = moment;
    return (
      <p className="text-ink">
        <span className="font-medium">{copy.channel[event.channel]}</span>
        {": "}
        {copy.outcome[event.outcome]}
        {event.outcome === "requeued"
          ? event.byEmail
            ? ` ${copy.requeuedBy(event.byEmail)}`
            : ""
          : ` (${copy.attemptNumber(event.attempt)})`}
        {event.error ? (
          <span className="text-ink-soft block text-xs break-words">{event.error}</span>
        ) : null}
      </p>
    );
  }
  const { note } = moment;
  return (
    <>
      {note.statusFrom && note.statusTo ? (
        <p className="text-ink font-medium">
          {copy.statusChange(
            deskCopy.leadStatus[note.statusFrom],
            deskCopy.leadStatus[note.statusTo],
          )}
        </p>
      ) : null}
      {note.owner ? (
        <p className="text-ink font-medium">{copy.ownerChange(note.owner.to)}</p>
      ) : null}
      {note.note ? <p className="text-ink mt-0.5 whitespace-pre-wrap">{note.note}</p> : null}
    </>
  );
}
