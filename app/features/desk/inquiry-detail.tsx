import { Form } from "react-router";

import type { DeskInquiryDetail, DeskInquiryField, DeskNote } from "#app/context";
import { Button } from "#app/components/ui/button";
import { controlClass } from "#app/features/contact/form-field";
import { deskCopy } from "./desk.copy";
import { deskTime } from "./desk-layout";
import { CSRF_FIELD } from "./csrf-field";
import { NOTE_MAX } from "./desk-values";
import { canRetry, Delivery, EmailAddress, LeadStatusBadge, RetryForm } from "./inquiry-table";
import { LeadStatusOptions } from "./lead-status-options";

const copy = deskCopy.detail;

const panel = "border-line bg-surface rounded-2xl border p-6 shadow-sm";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3 sm:gap-4">
      <dt className="text-ink-soft text-sm font-medium">{label}</dt>
      <dd className="text-ink break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A field as the visitor sent it; an e-mail address or a phone number linked when safe. */
function FieldValue({ field }: { field: DeskInquiryField }) {
  if (field.text === "") return <>{copy.none}</>;
  if (field.multiline) {
    return (
      <p className="whitespace-pre-wrap" data-inquiry-field={field.name}>
        {field.text}
      </p>
    );
  }
  if (field.link === "mailto") {
    return <EmailAddress inquiry={{ email: field.text, emailHref: field.href }} />;
  }
  if (field.href) {
    return (
      <a className="text-accent underline" href={field.href}>
        {field.text}
      </a>
    );
  }
  return <>{field.text}</>;
}

/** Every field of the inquiry (app/features/contact/contact-fields.ts), then its type and id. */
export function InquiryFields({ inquiry }: { inquiry: DeskInquiryDetail }) {
  const fields = copy.fields;
  return (
    <section aria-labelledby="inquiry-fields" className={panel}>
      <h2 id="inquiry-fields" className="text-ink text-xl font-bold">
        {copy.fieldsHeading}
      </h2>
      <dl className="mt-4 space-y-3">
        <Field label={fields.received}>{deskTime(inquiry.receivedAt)}</Field>
        {inquiry.fields.map((field) => (
          <Field key={field.name} label={field.label}>
            <FieldValue field={field} />
          </Field>
        ))}
        <Field label={fields.type}>{inquiry.type}</Field>
        <Field label={fields.id}>
          <code className="text-sm">{inquiry.id}</code>
        </Field>
      </dl>
    </section>
  );
}

/** The delivery's state now, and every attempt to deliver it or to e-mail it to sales. */
export function InquiryHistory({ inquiry, csrf }: { inquiry: DeskInquiryDetail; csrf: string }) {
  return (
    <section aria-labelledby="inquiry-delivery" className={panel}>
      <h2 id="inquiry-delivery" className="text-ink text-xl font-bold">
        {copy.deliveryHeading}
      </h2>
      <dl className="mt-4 space-y-3">
        <Field label={copy.deliveryState}>
          <Delivery inquiry={inquiry} />
        </Field>
        {inquiry.deliveredAt ? (
          <Field label={copy.deliveredAt}>{deskTime(inquiry.deliveredAt)}</Field>
        ) : null}
        {inquiry.failedAt ? (
          <Field label={copy.failedAt}>{deskTime(inquiry.failedAt)}</Field>
        ) : null}
        {inquiry.lastError ? <Field label={copy.lastError}>{inquiry.lastError}</Field> : null}
      </dl>
      {canRetry(inquiry) ? (
        <div className="mt-4">
          <RetryForm inquiry={inquiry} csrf={csrf} />
        </div>
      ) : null}
      <h3 className="text-ink mt-6 text-base font-semibold">{copy.historyHeading}</h3>
      {inquiry.history.length === 0 ? (
        <p className="text-ink-soft mt-2 text-sm">{copy.historyNone}</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm" data-delivery-history>
          {inquiry.history.map((event, index) => (
            <li key={index} className="text-ink">
              <span className="text-ink-soft">{deskTime(event.at)}</span>{" "}
              <span className="font-medium">{copy.channel[event.channel]}</span>
              {": "}
              {copy.outcome[event.outcome]}
              {event.outcome === "requeued"
                ? event.byEmail
                  ? ` ${copy.requeuedBy(event.byEmail)}`
                  : ""
                : ` (${copy.attemptNumber(event.attempt)})`}
              {event.error ? (
                <span className="text-ink-soft block break-words">{event.error}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The lead's status and a note, saved together as one entry of its history. */
export function LeadForm({ inquiry, csrf }: { inquiry: DeskInquiryDetail; csrf: string }) {
  return (
    <section aria-labelledby="lead-status" className={panel}>
      <h2 id="lead-status" className="text-ink text-xl font-bold">
        {copy.statusHeading}
      </h2>
      <p className="mt-2">
        <LeadStatusBadge status={inquiry.leadStatus} />
      </p>
      <Form
        method="post"
        className="mt-4 space-y-4"
        key={`${inquiry.leadStatus}-${inquiry.notes.length}`}
      >
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="update" />
        <div>
          <label htmlFor="lead-status-select" className="text-ink block text-sm font-medium">
            {copy.statusLabel}
          </label>
          <select
            id="lead-status-select"
            name="status"
            defaultValue={inquiry.leadStatus}
            className={controlClass}
          >
            <LeadStatusOptions />
          </select>
        </div>
        <div>
          <label htmlFor="lead-note" className="text-ink block text-sm font-medium">
            {copy.noteLabel}
          </label>
          <textarea
            id="lead-note"
            name="note"
            rows={4}
            maxLength={NOTE_MAX}
            aria-describedby="lead-note-hint"
            className={controlClass}
          />
          <p id="lead-note-hint" className="text-ink-muted mt-1 text-xs">
            {copy.noteHint}
          </p>
        </div>
        <Button type="submit">{copy.save}</Button>
      </Form>
    </section>
  );
}

/** Who changed what, when: the lead's notes and status changes, newest last. */
export function LeadNotes({ notes }: { notes: readonly DeskNote[] }) {
  return (
    <section aria-labelledby="lead-notes" className={panel}>
      <h2 id="lead-notes" className="text-ink text-xl font-bold">
        {copy.notesHeading}
      </h2>
      {notes.length === 0 ? (
        <p className="text-ink-soft mt-2 text-sm">{copy.historyEmpty}</p>
      ) : (
        <ol className="mt-4 space-y-4" data-lead-notes>
          {notes.map((note) => (
            <li key={note.id} className="border-line border-l-2 pl-3">
              <p className="text-ink-soft text-xs">
                {copy.by(note.authorEmail, deskTime(note.at))}
              </p>
              {note.statusFrom && note.statusTo ? (
                <p className="text-ink text-sm font-medium">
                  {copy.statusChange(
                    deskCopy.leadStatus[note.statusFrom],
                    deskCopy.leadStatus[note.statusTo],
                  )}
                </p>
              ) : null}
              {note.note ? (
                <p className="text-ink mt-1 text-sm whitespace-pre-wrap">{note.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
