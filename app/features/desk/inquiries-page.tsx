import type { DeskInquiry, DeskOwner } from "#app/context";
import { buttonVariants } from "#app/components/ui/button";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { Icon } from "#app/shared/icons/icon";
import { deskCopy } from "./desk.copy";
import { dateInWords } from "./desk-time";
import { DeskHeading, DeskMessage } from "./desk-shell";
import { deskControl, deskRowSelect } from "./desk-ui";
import { LEAD_STATUSES, type DeskListFilters, type LeadStatus } from "./desk-values";
import { DATE_FILTERS, dateLabel, type DateFilterName } from "./desk.schema";
import type { InquiriesData } from "./inquiries-page.server";
import {
  canRetry,
  DeliveryState,
  EmailAddress,
  LeadStatusOptions,
  OwnerOptions,
  RetryForm,
  TimeInWords,
} from "./inquiry-parts";
import { listHref } from "./list-params";

const copy = deskCopy.list;

export function InquiriesPage(data: InquiriesData) {
  const { filters, page, pageSize, inquiries, total, counts, result } = data;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const filtered = Boolean(filters.query || filters.status || filters.from || filters.to);
  return (
    <div className="space-y-4">
      <DeskHeading title={copy.heading}>
        <a
          href={listHref(filters, 1, href("/admin/inquiries.csv"))}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          download
        >
          {copy.exportCsv}
        </a>
      </DeskHeading>
      <StatusTabs filters={filters} counts={counts} />
      <SearchForm filters={filters} filtered={filtered} invalidDates={data.invalidDates} />
      {result && !result.ok ? <DeskMessage result={result} /> : null}
      {/* The rows' saves say here how they went (desk-script.ts); a redirect's message too. */}
      <p
        role="status"
        data-list-message=""
        data-failed-text={deskCopy.saveFailed}
        data-failed="false"
        className="bg-success-soft text-success-ink data-[failed=true]:bg-danger-soft data-[failed=true]:text-danger-ink rounded-lg px-3 py-2 text-sm font-medium empty:sr-only"
      >
        {result?.ok ? result.message : null}
      </p>
      {inquiries.length === 0 ? (
        <p className="text-ink-soft py-6">
          {filters.query ? copy.noMatchQuery(filters.query) : filtered ? copy.noMatch : copy.empty}
        </p>
      ) : (
        <>
          <div className="text-ink-muted flex flex-wrap items-center justify-between gap-2 text-xs">
            <p>{copy.count(from, to, total)}</p>
            <KeyboardHint />
          </div>
          <InquiryTable {...data} />
        </>
      )}
      {total > pageSize ? (
        <nav aria-label={copy.pages} className="flex justify-between">
          {page > 1 ? (
            <a
              href={listHref(filters, page - 1)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {copy.previous}
            </a>
          ) : (
            <span />
          )}
          {to < total ? (
            <a
              href={listHref(filters, page + 1)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {copy.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function StatusTabs({
  filters,
  counts,
}: {
  filters: DeskListFilters;
  counts: InquiriesData["counts"];
}) {
  const all = LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const tabs: Array<{ status: LeadStatus | null; label: string; count: number }> = [
    { status: null, label: copy.allStatuses, count: all },
    ...LEAD_STATUSES.map((status) => ({
      status,
      label: deskCopy.leadStatus[status],
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label={copy.statusTabs} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1 pb-0.5">
        {tabs.map((tab) => (
          <li key={tab.status ?? "all"}>
            <a
              href={listHref({ ...filters, status: tab.status }, 1)}
              aria-current={filters.status === tab.status ? "page" : undefined}
              className="border-line text-ink-soft hover:border-line-strong hover:text-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-canvas flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap"
            >
              {tab.label}
              <span
                className="text-xs tabular-nums opacity-80"
                {...(tab.status ? { "data-status-count": tab.status } : {})}
              >
                {tab.count}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchForm({
  filters,
  filtered,
  invalidDates,
}: {
  filters: DeskListFilters;
  filtered: boolean;
  invalidDates: InquiriesData["invalidDates"];
}) {
  const datesSet = Boolean(filters.from || filters.to) || invalidDates.length > 0;
  const invalidMessage = (name: DateFilterName) =>
    invalidDates.includes(name) ? copy.invalidDate(dateLabel(name)) : undefined;
  return (
    <form method="get" role="search" className="flex flex-wrap items-start gap-2">
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <div className="min-w-0 flex-1 basis-60">
        <label htmlFor="desk-search" className="sr-only">
          {copy.searchLabel}
        </label>
        <input
          id="desk-search"
          name="q"
          type="search"
          defaultValue={filters.query}
          placeholder={copy.searchHint}
          className={cn(deskControl, "mt-0")}
        />
      </div>
      <button type="submit" className={buttonVariants({ size: "sm" })}>
        {copy.searchButton}
      </button>
      <details open={datesSet} className="group">
        <summary className="border-line-strong text-ink-soft hover:text-ink flex h-9 cursor-pointer list-none items-center rounded-full border px-3 text-sm font-medium">
          {copy.dates}
        </summary>
        <div className="mt-2 flex flex-wrap gap-2">
          {DATE_FILTERS.map((name) => (
            <DateFilter
              key={name}
              name={name}
              label={dateLabel(name)}
              value={filters[name]}
              invalid={invalidMessage(name)}
            />
          ))}
        </div>
      </details>
      {filtered ? (
        <a
          href={href("/admin/inquiries")}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          {copy.clearSearch}
        </a>
      ) : null}
    </form>
  );
}

/**
 * A date input, which the desk's script turns into a button opening a calendar (date-pickers.ts);
 * the calendar's markup waits, hidden, for it.
 */
function DateFilter({
  name,
  label,
  value,
  invalid,
}: {
  name: string;
  label: string;
  value: string | null;
  /** Why the value given was not applied. */
  invalid?: string;
}) {
  const id = `desk-${name}`;
  const picker = copy.datePicker;
  return (
    <div data-date-filter>
      <label htmlFor={id} id={`${id}-label`} className="text-ink-soft block text-xs font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value ?? ""}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={cn(deskControl, "w-40")}
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-danger-ink mt-1 max-w-60 text-xs font-medium">
          {invalid}
        </p>
      ) : null}
      <button
        type="button"
        hidden
        id={`${id}-button`}
        popoverTarget={`${id}-calendar`}
        aria-labelledby={`${id}-label ${id}-button`}
        data-any-date={picker.anyDate}
        className={cn(deskControl, "flex w-44 items-center justify-between gap-2 text-left")}
      >
        <span data-date-text>{value ? dateInWords(value) : picker.anyDate}</span>
        <Icon name="calendar-clock" aria-hidden="true" className="text-ink-muted size-4" />
      </button>
      <div
        id={`${id}-calendar`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-label`}
        className="desk-calendar border-line bg-surface text-ink m-0 rounded-xl border p-3 shadow-lg"
      >
        <calendar-date value={value ?? ""} first-day-of-week={1} locale="en-GB">
          <Icon
            name="chevron-right"
            slot="previous"
            role="img"
            aria-label={picker.previousMonth}
            className="size-4 rotate-180"
          />
          <Icon
            name="chevron-right"
            slot="next"
            role="img"
            aria-label={picker.nextMonth}
            className="size-4"
          />
          <calendar-month />
        </calendar-date>
        <button
          type="button"
          data-date-clear
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          {picker.anyDate}
        </button>
      </div>
    </div>
  );
}

function KeyboardHint() {
  const key = "border-line-strong bg-surface rounded border px-1 font-mono text-[0.6875rem]";
  return (
    <p className="hidden sm:block">
      <span className="sr-only">{copy.keys.label}: </span>
      <kbd className={key}>j</kbd> <kbd className={key}>k</kbd> {copy.keys.moves} ·{" "}
      <kbd className={key}>o</kbd> {copy.keys.opens}
    </p>
  );
}

const cell = "px-3 py-2.5 align-top max-sm:p-0";

/** The same markup is a table on wide screens and cards on phones, so nothing is cut off. */
export function InquiryTable({
  inquiries,
  csrf,
  owners,
  now,
}: Pick<InquiriesData, "inquiries" | "csrf" | "owners" | "now">) {
  const columns = copy.columns;
  return (
    <div className="border-line bg-surface rounded-xl border shadow-xs max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
      <table className="w-full table-fixed text-left text-sm max-sm:block">
        <thead className="text-ink-muted border-line border-b text-xs font-medium max-sm:sr-only">
          <tr>
            <th scope="col" className="w-[22%] px-3 py-2">
              {columns.lead}
            </th>
            <th scope="col" className="px-3 py-2">
              {columns.subject}
            </th>
            <th scope="col" className="w-40 px-3 py-2">
              {columns.status}
            </th>
            <th scope="col" className="w-56 px-3 py-2">
              {columns.owner}
            </th>
            <th scope="col" className="w-44 px-3 py-2">
              {columns.delivery}
            </th>
            <th scope="col" className="w-28 px-3 py-2 text-right">
              {columns.received}
            </th>
          </tr>
        </thead>
        <tbody className="divide-line divide-y max-sm:block max-sm:space-y-2 max-sm:divide-y-0">
          {inquiries.map((inquiry) => (
            <InquiryRow key={inquiry.id} inquiry={inquiry} csrf={csrf} owners={owners} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InquiryRow({
  inquiry,
  csrf,
  owners,
  now,
}: {
  inquiry: DeskInquiry;
  csrf: string;
  owners: readonly DeskOwner[];
  now: string;
}) {
  const formId = `lead-${inquiry.id}`;
  const whose = copy.ofLead(inquiry.fullName);
  return (
    <tr
      data-inquiry-id={inquiry.id}
      data-lead-row=""
      className="hover:bg-canvas focus-within:bg-canvas max-sm:border-line max-sm:bg-surface max-sm:relative max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-xl max-sm:border max-sm:p-3"
    >
      <td className={cn(cell, "min-w-0 max-sm:order-1 max-sm:col-span-2 max-sm:pr-20")}>
        <a
          href={href("/admin/inquiries/:id", { id: inquiry.id })}
          data-row-link=""
          className="text-ink block truncate font-semibold underline-offset-2 hover:underline"
          aria-label={copy.open(inquiry.fullName, inquiry.subject)}
        >
          {inquiry.fullName}
        </a>
        <p className="text-ink-muted mt-0.5 text-xs max-sm:break-all sm:truncate">
          {inquiry.company ? <>{inquiry.company} · </> : null}
          <EmailAddress inquiry={inquiry} linked={false} />
        </p>
      </td>
      <td className={cn(cell, "min-w-0 max-sm:order-3 max-sm:col-span-2")}>
        <p className="text-ink truncate font-medium max-sm:whitespace-normal">{inquiry.subject}</p>
        <p className="text-ink-muted mt-0.5 truncate text-xs">{inquiry.excerpt}</p>
      </td>
      <td className={cn(cell, "max-sm:order-5")}>
        <form id={formId} method="post" data-row-form="">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={inquiry.id} />
          <label htmlFor={`${formId}-status`} className="text-ink-muted block text-xs sm:sr-only">
            {copy.columns.status}
            <span className="sr-only">{whose}</span>
          </label>
          <select
            id={`${formId}-status`}
            name="status"
            defaultValue={inquiry.leadStatus}
            data-saved={inquiry.leadStatus}
            className={deskRowSelect}
          >
            <LeadStatusOptions />
          </select>
        </form>
      </td>
      <td className={cn(cell, "max-sm:order-6")}>
        <label htmlFor={`${formId}-owner`} className="text-ink-muted block text-xs sm:sr-only">
          {copy.columns.owner}
          <span className="sr-only">{whose}</span>
        </label>
        <div className="flex items-center gap-1.5">
          <select
            id={`${formId}-owner`}
            name="owner"
            form={formId}
            defaultValue={inquiry.owner?.id ?? "none"}
            data-saved={inquiry.owner?.id ?? "none"}
            className={deskRowSelect}
          >
            <OwnerOptions owners={owners} current={inquiry.owner} />
          </select>
          <button
            type="submit"
            form={formId}
            data-row-save=""
            aria-label={copy.saveRowLabel(inquiry.fullName)}
            className={buttonVariants({ size: "sm", className: "h-7 shrink-0 px-2.5 text-xs" })}
          >
            {copy.saveRow}
          </button>
        </div>
      </td>
      <td className={cn(cell, "max-sm:order-4 max-sm:col-span-2")}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <DeliveryState inquiry={inquiry} now={now} />
          {canRetry(inquiry) ? <RetryForm inquiry={inquiry} csrf={csrf} /> : null}
        </div>
      </td>
      <td
        className={cn(
          cell,
          "text-ink-muted text-right text-xs whitespace-nowrap max-sm:absolute max-sm:top-3 max-sm:right-3",
        )}
      >
        <TimeInWords iso={inquiry.receivedAt} now={now} />
      </td>
    </tr>
  );
}
