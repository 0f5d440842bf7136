import { buttonVariants } from "#app/components/ui/button";
import { href } from "#app/shared/site-map/href";
import { BulkBar } from "./bulk-bar";
import { deskCopy } from "./desk.copy";
import { DeskHeading, DeskMessage, Pager } from "./desk-shell";
import { DeskToasts } from "./desk-toasts";
import type { InquiriesData } from "./inquiries-page.server";
import { InquiryTable } from "./inquiry-table";
import { KeyboardHint, SearchForm, StatusTabs } from "./list-controls";
import { listHref } from "./list-params";

export { InquiryTable } from "./inquiry-table";

const copy = deskCopy.list;

export function InquiriesPage(data: InquiriesData) {
  const { filters, sort, page, pageSize, inquiries, total, counts, result } = data;
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
      <StatusTabs filters={filters} counts={counts} sort={sort} />
      <SearchForm
        filters={filters}
        filtered={filtered}
        sort={sort}
        invalidDates={data.invalidDates}
      />
      {result && !result.ok ? <DeskMessage result={result} /> : null}
      {inquiries.length === 0 ? (
        <p className="text-ink-soft py-6">
          {filters.query ? copy.noMatchQuery(filters.query) : filtered ? copy.noMatch : copy.empty}
        </p>
      ) : (
        <section aria-label={copy.heading} className="space-y-2">
          <div className="text-ink-muted flex flex-wrap items-center justify-between gap-2 text-xs">
            <p>{copy.count(from, to, total)}</p>
            <KeyboardHint />
          </div>
          <InquiryTable {...data} />
        </section>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        pageHref={(to) => listHref(filters, to, undefined, sort)}
      />
      {inquiries.length > 0 ? <BulkBar csrf={data.csrf} owners={data.owners} /> : null}
      <DeskToasts message={result?.ok ? result.message : undefined} />
    </div>
  );
}
