import type { DeskInquiryDetail, DeskInquiryField } from "./desk-service";
import { buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/shared/icons/icon";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { DeskMessage } from "./desk-shell";
import { replyHref } from "./desk.schema";
import { deskControl, deskHint, deskLabel, deskPanel, deskPanelHeading } from "./desk-ui";
import { NOTE_MAX } from "./desk-values";
import type { InquiryData } from "./inquiry-page.server";
import { History } from "./inquiry-history";
import { countryName, InquiryNav } from "./inquiry-nav";
import { DeskToasts } from "./desk-toasts";
import { LeadForm, OwnerMenu, StatusMenu } from "./lead-menus";
import { EmailAddress, LeadStatusOptions, OwnerOptions, TimeInWords } from "./inquiry-parts";

const copy = deskCopy.detail;

export function InquiryPage(data: InquiryData) {
  const { csrf, inquiry, owners, result, now, userId } = data;
  return (
    <div className="space-y-4">
      <InquiryNav {...data} />
      <div className="space-y-2">
        <h1 className="text-ink text-xl font-semibold tracking-[-0.015em] break-words">
          {copy.title(inquiry.fullName)}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <LeadForm id="lead-quick" csrf={csrf} />
          <StatusMenu form="lead-quick" name={inquiry.fullName} status={inquiry.leadStatus} />
          <OwnerMenu
            form="lead-quick"
            name={inquiry.fullName}
            owner={inquiry.owner}
            owners={owners}
            you={userId}
            variant="chip"
          />
          <p className="text-ink-muted text-xs" data-received="">
            {copy.received} <TimeInWords iso={inquiry.receivedAt} now={now} />
            {" · "}
            <span data-inquiry-country="">
              <span className="sr-only">{copy.country}: </span>
              {countryName(inquiry.country)}
            </span>
          </p>
        </div>
      </div>
      {result && !result.ok ? <DeskMessage result={result} /> : null}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Letter inquiry={inquiry} />
        <div className="space-y-4">
          <LeadNoteForm inquiry={inquiry} owners={owners} csrf={csrf} />
          <History inquiry={inquiry} csrf={csrf} now={now} />
        </div>
      </div>
      <DeskToasts message={result?.ok ? result.message : undefined} />
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("");

/** The fields the letter's head and body show; every other field is listed under the text. */
const LETTER_FIELDS = new Set(["fullName", "email", "company", "subject", "message"]);

function FieldValue({ field }: { field: DeskInquiryField }) {
  if (field.text === "") return <>{copy.none}</>;
  if (field.link === "mailto") {
    return <EmailAddress inquiry={{ email: field.text, emailHref: field.href }} />;
  }
  if (field.href) {
    return (
      <a className="text-accent underline underline-offset-2" href={field.href}>
        {field.text}
      </a>
    );
  }
  return <span className={field.multiline ? "whitespace-pre-wrap" : undefined}>{field.text}</span>;
}

/** The message as an e-mail reads, then the form's other fields, its type and id. */
function Letter({ inquiry }: { inquiry: DeskInquiryDetail }) {
  const fields = copy.fields;
  const message = inquiry.fields.find((field) => field.name === "message");
  const others = inquiry.fields.filter((field) => !LETTER_FIELDS.has(field.name));
  const reply = replyHref(inquiry.emailHref, inquiry.subject);
  return (
    <section className={cn(deskPanel, "p-5 sm:p-6")}>
      <h2 id="inquiry-fields" className="text-ink text-lg font-semibold tracking-[-0.01em]">
        {inquiry.subject}
      </h2>
      <div className="border-line mt-4 flex flex-wrap items-start justify-between gap-3 border-b pb-4">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className="bg-accent-soft text-accent-ink flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
          >
            {initials(inquiry.fullName)}
          </span>
          <div className="min-w-0 space-y-0.5">
            <p className="text-ink font-semibold">{inquiry.fullName}</p>
            <p className="text-sm">
              <span className="sr-only">{fields.email}: </span>
              <EmailAddress inquiry={inquiry} />
            </p>
            {inquiry.company ? (
              <p className="text-ink-soft text-sm">
                <span className="sr-only">{fields.company}: </span>
                {inquiry.company}
              </p>
            ) : null}
          </div>
        </div>
        {reply ? (
          <a
            href={reply}
            data-reply=""
            aria-label={copy.replyLabel(inquiry.fullName)}
            className={buttonVariants({ size: "sm" })}
          >
            <Icon name="send" aria-hidden="true" />
            {copy.reply}
          </a>
        ) : null}
      </div>
      {message ? (
        <p
          className="text-ink mt-4 max-w-prose text-[0.9375rem] leading-7 break-words whitespace-pre-wrap"
          data-inquiry-field="message"
        >
          {message.text}
        </p>
      ) : null}
      <dl className="text-ink-muted border-line mt-6 flex flex-wrap gap-x-5 gap-y-1 border-t pt-3 text-xs">
        {others.map((field) => (
          <div key={field.name} className="flex gap-1" data-inquiry-field={field.name}>
            <dt>{field.label}</dt>
            <dd className="text-ink-soft">
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt>{fields.type}</dt>
          <dd>
            <code>{inquiry.type}</code>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{fields.id}</dt>
          <dd>
            <code>{inquiry.id}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function LeadNoteForm({
  inquiry,
  owners,
  csrf,
}: {
  inquiry: DeskInquiryDetail;
  owners: InquiryData["owners"];
  csrf: string;
}) {
  return (
    <section aria-labelledby="lead-heading" className={cn(deskPanel, "p-4")}>
      <h2 id="lead-heading" className={deskPanelHeading}>
        {copy.leadHeading}
      </h2>
      <form method="post" data-note-form="" className="mt-3 space-y-3">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="update" />
        <div>
          <label htmlFor="lead-note" className={deskLabel}>
            {copy.noteLabel}
          </label>
          <textarea
            id="lead-note"
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            aria-describedby="lead-note-hint"
            className={deskControl}
          />
          <p id="lead-note-hint" className={deskHint}>
            {copy.noteHint}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="lead-status-select" className={deskLabel}>
              {copy.statusLabel}
            </label>
            <select
              id="lead-status-select"
              name="status"
              defaultValue={inquiry.leadStatus}
              className={deskControl}
            >
              <LeadStatusOptions />
            </select>
          </div>
          <div>
            <label htmlFor="lead-owner-select" className={deskLabel}>
              {deskCopy.owner.label}
            </label>
            <select
              id="lead-owner-select"
              name="owner"
              defaultValue={inquiry.owner?.id ?? "none"}
              className={deskControl}
            >
              <OwnerOptions owners={owners} current={inquiry.owner} />
            </select>
          </div>
        </div>
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          {copy.save}
        </button>
      </form>
    </section>
  );
}
