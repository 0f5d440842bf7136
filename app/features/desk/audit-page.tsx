import type { DeskAuditEntry } from "./desk-service";
import { href } from "#app/shared/site-map/href";
import type { AuditData } from "./audit-page.server";
import { deskCopy } from "./desk.copy";
import { DeskHeading, Pager } from "./desk-shell";
import { DeskTable, type DeskColumn } from "./desk-table";
import { TimeInWords } from "./inquiry-parts";
import { DESK_PAGE_SIZE } from "./list-params";

const copy = deskCopy.audit;

/** What an entry did, in words: "Changed the owner to ana@example.com". */
export function auditSentence(entry: Pick<DeskAuditEntry, "action" | "detail">): string {
  const sentence = copy.sentence[entry.action];
  return sentence ? sentence(entry.detail) : copy.unknown(entry.action);
}

function columnsOf(now: string): DeskColumn<DeskAuditEntry>[] {
  const columns = copy.columns;
  return [
    {
      key: "who",
      card: "title",
      width: "w-[24%]",
      header: columns.who,
      cell: (entry) => (
        <p className="text-ink truncate font-medium" title={entry.actorEmail}>
          {entry.actorEmail}
        </p>
      ),
    },
    {
      key: "what",
      card: "line",
      header: columns.action,
      cell: (entry) => <p className="text-ink break-words">{auditSentence(entry)}</p>,
    },
    {
      key: "inquiry",
      card: "field",
      emptyIn: (entry) => !entry.inquiryId,
      label: columns.inquiry,
      width: "w-[18%]",
      header: columns.inquiry,
      cell: (entry) =>
        entry.inquiryId ? (
          <a
            href={href("/admin/inquiries/:id", { id: entry.inquiryId })}
            className="text-accent block truncate underline underline-offset-2"
            title={entry.inquiryName ?? entry.inquiryId}
          >
            {entry.inquiryName ?? <code className="text-xs">{entry.inquiryId}</code>}
          </a>
        ) : (
          <span className="text-ink-subtle max-sm:hidden" aria-hidden="true">
            —
          </span>
        ),
    },
    {
      key: "address",
      card: "field",
      emptyIn: (entry) => !entry.address,
      label: columns.address,
      width: "w-36",
      header: columns.address,
      cell: (entry) => (
        <p className="text-ink-soft truncate font-mono text-xs" title={entry.address ?? undefined}>
          {entry.address ?? ""}
        </p>
      ),
    },
    {
      key: "at",
      card: "corner",
      width: "w-28",
      className: "text-right",
      header: columns.at,
      cell: (entry) => (
        <TimeInWords
          iso={entry.at}
          now={now}
          className="text-ink-muted text-xs whitespace-nowrap"
        />
      ),
    },
  ];
}

/** Who did what on the desk, newest first, 50 a page (admins only). */
export function AuditPage({ entries, total, page, now }: AuditData) {
  return (
    <div className="space-y-4">
      <DeskHeading title={copy.heading} intro={copy.intro} />
      {entries.length === 0 ? (
        <p className="text-ink-soft">{copy.empty}</p>
      ) : (
        <DeskTable
          rows={entries}
          columns={columnsOf(now)}
          label={copy.heading}
          rowKey={(entry) => entry.id}
          rowProps={(entry) => ({ "data-audit-action": entry.action })}
        />
      )}
      <Pager
        page={page}
        pageSize={DESK_PAGE_SIZE}
        total={total}
        pageHref={(to) => `${href("/admin/audit")}?page=${to}`}
      />
    </div>
  );
}
