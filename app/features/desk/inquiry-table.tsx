import type { DeskInquiry, DeskOwner } from "./desk-service";
import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { deskCopy } from "./desk.copy";
import { DeskTable, type DeskColumn } from "./desk-table";
import type { DeskListFilters, ListSort, SortKey } from "./desk-values";
import { canRetry, DeliveryState, EmailAddress, RetryForm, TimeInWords } from "./inquiry-parts";
import { LeadForm, OwnerMenu, StatusMenu } from "./lead-menus";
import { listHref, listSearch, sortToggle } from "./list-params";

const copy = deskCopy.list;
const columns = copy.columns;

export interface InquiryTableProps {
  inquiries: DeskInquiry[];
  csrf: string;
  owners: DeskOwner[];
  now: string;
  filters: DeskListFilters;
  sort: ListSort;
  /** The signed-in user's id (listed first among owners). */
  userId?: string;
}

/** The delivery is worth a look only when it is not done: pending, failed, or its email failed. */
export const deliveryNeedsLook = (inquiry: DeskInquiry) =>
  inquiry.status !== "delivered" || inquiry.salesEmail?.status === "failed";

function SortHeader({
  title,
  column,
  filters,
  sort,
  align,
}: {
  title: string;
  column: SortKey;
  filters: DeskListFilters;
  sort: ListSort;
  align?: "right";
}) {
  const active = sort.key === column;
  return (
    <a
      href={listHref(filters, 1, undefined, sortToggle(sort, column))}
      data-sort={column}
      className={cn(
        "hover:text-ink inline-flex items-center gap-1 rounded underline-offset-2 hover:underline",
        active && "text-ink",
        align === "right" && "flex-row-reverse",
      )}
    >
      {title}
      <Icon
        name="arrow-up"
        aria-hidden="true"
        className={cn(
          "size-3",
          active ? "opacity-100" : "opacity-0",
          active && sort.direction === "desc" && "rotate-180",
        )}
      />
    </a>
  );
}

const ariaSort = (sort: ListSort, column: SortKey): DeskColumn<DeskInquiry>["sort"] =>
  sort.key === column ? (sort.direction === "asc" ? "ascending" : "descending") : "none";

/** The list's table: a row per inquiry, a card per inquiry on a phone. */
export function InquiryTable({
  inquiries,
  csrf,
  owners,
  now,
  filters,
  sort,
  userId,
}: InquiryTableProps) {
  // The inquiry's page keeps the list's filters and order, for j/k and the way back.
  const search = listSearch(filters, 1, sort);
  const sortable = (title: string, column: SortKey, align?: "right") => ({
    header: <SortHeader {...{ title, column, filters, sort, align }} />,
    sort: ariaSort(sort, column),
  });
  const table: DeskColumn<DeskInquiry>[] = [
    {
      key: "select",
      card: "select",
      width: "w-10",
      header: (
        <input
          type="checkbox"
          data-select-all=""
          hidden
          aria-label={copy.selectAll}
          className="accent-accent-vivid size-4 align-middle"
        />
      ),
      cell: (inquiry) => (
        <input
          type="checkbox"
          name="id"
          value={inquiry.id}
          form="bulk"
          data-select=""
          aria-label={copy.selectLead(inquiry.fullName)}
          className="accent-accent-vivid size-4 align-middle"
        />
      ),
    },
    {
      key: "lead",
      card: "title",
      width: "w-[20%]",
      header: columns.lead,
      cell: (inquiry) => (
        <>
          <a
            href={`${href("/admin/inquiries/:id", { id: inquiry.id })}${search}`}
            data-row-link=""
            className="text-ink block truncate font-semibold underline-offset-2 hover:underline"
            aria-label={copy.open(inquiry.fullName, inquiry.subject)}
          >
            {inquiry.fullName}
          </a>
          <p className="text-ink-muted mt-0.5 truncate text-xs" title={inquiry.email}>
            <EmailAddress inquiry={inquiry} linked={false} className="break-normal" />
          </p>
        </>
      ),
    },
    {
      key: "company",
      card: "line",
      width: "w-[14%]",
      ...sortable(columns.company, "company"),
      cell: (inquiry) =>
        inquiry.company ? (
          <p className="text-ink-soft truncate max-sm:text-xs" title={inquiry.company}>
            {inquiry.company}
          </p>
        ) : (
          <p className="text-ink-subtle max-sm:hidden">
            <span aria-hidden="true">{copy.noCompany}</span>
          </p>
        ),
    },
    {
      key: "subject",
      card: "line",
      header: columns.subject,
      cell: (inquiry) => (
        <>
          <p className="text-ink truncate font-medium" title={inquiry.subject}>
            {inquiry.subject}
          </p>
          <p className="text-ink-muted mt-0.5 truncate text-xs">{inquiry.excerpt}</p>
          {deliveryNeedsLook(inquiry) ? (
            <div className="mt-1.5 flex min-w-0 items-center gap-2" data-delivery="">
              <DeliveryState inquiry={inquiry} now={now} compact />
              {canRetry(inquiry) ? <RetryForm inquiry={inquiry} csrf={csrf} /> : null}
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: "status",
      card: "field",
      label: columns.status,
      width: "w-36",
      ...sortable(columns.status, "status"),
      cell: (inquiry) => (
        <>
          <LeadForm id={`lead-${inquiry.id}`} csrf={csrf} inquiryId={inquiry.id} />
          <StatusMenu
            form={`lead-${inquiry.id}`}
            name={inquiry.fullName}
            status={inquiry.leadStatus}
          />
        </>
      ),
    },
    {
      key: "owner",
      card: "field",
      label: columns.owner,
      width: "w-52",
      ...sortable(columns.owner, "owner"),
      cell: (inquiry) => (
        <OwnerMenu
          form={`lead-${inquiry.id}`}
          name={inquiry.fullName}
          owner={inquiry.owner}
          owners={owners}
          you={userId}
        />
      ),
    },
    {
      key: "received",
      card: "corner",
      width: "w-28",
      className: "text-right",
      ...sortable(columns.received, "received", "right"),
      cell: (inquiry) => (
        <TimeInWords
          iso={inquiry.receivedAt}
          now={now}
          className="text-ink-muted text-xs whitespace-nowrap"
        />
      ),
    },
  ];
  return (
    <DeskTable
      rows={inquiries}
      columns={table}
      label={copy.heading}
      bodyId="inquiries"
      rowKey={(inquiry) => inquiry.id}
      rowProps={(inquiry) => ({
        "data-inquiry-id": inquiry.id,
        "data-lead-row": "",
      })}
    />
  );
}
