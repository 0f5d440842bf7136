import type { LeadStatusCounts } from "./desk-service";
import { buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { deskCopy } from "./desk.copy";
import { dateInWords } from "./desk-time";
import { deskControl } from "./desk-ui";
import {
  DEFAULT_SORT,
  LEAD_STATUSES,
  type DeskListFilters,
  type LeadStatus,
  type ListSort,
} from "./desk-values";
import { DATE_FILTERS, dateLabel, type DateFilterName } from "./desk.schema";
import { listHref } from "./list-params";

// The list's filters: status tabs with counts, the search with its dates, the keys it knows.

const copy = deskCopy.list;

export function StatusTabs({
  filters,
  counts,
  sort,
}: {
  filters: DeskListFilters;
  counts: LeadStatusCounts;
  sort: ListSort;
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
              href={listHref({ ...filters, status: tab.status }, 1, undefined, sort)}
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

export function SearchForm({
  filters,
  filtered,
  sort,
  invalidDates,
}: {
  filters: DeskListFilters;
  filtered: boolean;
  sort: ListSort;
  /** Date filters given that are no calendar day. */
  invalidDates: readonly DateFilterName[];
}) {
  const datesSet = Boolean(filters.from || filters.to) || invalidDates.length > 0;
  const invalidMessage = (name: DateFilterName) =>
    invalidDates.includes(name) ? copy.invalidDate(dateLabel(name)) : undefined;
  const sorted = sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction;
  return (
    <form method="get" role="search" className="flex flex-wrap items-start gap-2">
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      {sorted ? (
        <>
          <input type="hidden" name="sort" value={sort.key} />
          <input type="hidden" name="dir" value={sort.direction} />
        </>
      ) : null}
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

export function KeyboardHint() {
  const key = "border-line-strong bg-surface rounded border px-1 font-mono text-[0.6875rem]";
  return (
    <p className="hidden sm:block">
      <span className="sr-only">{copy.keys.label}: </span>
      <kbd className={key}>j</kbd> <kbd className={key}>k</kbd> {copy.keys.moves} ·{" "}
      <kbd className={key}>o</kbd> {copy.keys.opens} · <kbd className={key}>/</kbd>{" "}
      {copy.keys.search}
    </p>
  );
}
