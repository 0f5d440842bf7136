import type { DeskOwner } from "./desk-service";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/shared/ui-utils";
import { CSRF_FIELD } from "./csrf-field";
import { deskCopy } from "./desk.copy";
import { LeadStatusOptions } from "./inquiry-parts";

const copy = deskCopy.bulk;

const select =
  "border-line-strong bg-surface text-ink focus-visible:outline-accent-vivid h-8 min-w-0 flex-1 rounded-full border py-0 pr-7 pl-3 text-sm focus-visible:outline-2 sm:flex-none";

/**
 * The selected rows' status and owner in one post (each inquiry audited on its own). The rows'
 * checkboxes belong to this form (`form="bulk"`); it shows once one is checked (CSS `:has`, no
 * script needed), and its reset button clears them.
 */
export function BulkBar({ csrf, owners }: { csrf: string; owners: readonly DeskOwner[] }) {
  return (
    <form
      id="bulk"
      method="post"
      data-bulk-form=""
      aria-label={copy.label}
      className="desk-bulk border-line bg-surface text-ink fixed inset-x-2 bottom-3 z-30 mx-auto max-w-4xl flex-col gap-2 rounded-2xl border p-2 pl-4 shadow-lg sm:bottom-5 sm:flex-row sm:items-center"
    >
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="bulk" />
      {/* Two rows on a phone (what is selected; what to do), one row on wider screens. */}
      <div className="flex items-center justify-between gap-2 sm:contents">
        <p
          className="text-sm font-semibold whitespace-nowrap sm:mr-auto"
          data-bulk-count=""
          data-one={copy.selected.one}
          data-many={copy.selected.many}
        >
          {copy.selectedNoCount}
        </p>
        <button
          type="reset"
          data-bulk-clear=""
          className={buttonVariants({
            variant: "ghost",
            size: "sm",
            className: "h-8 sm:order-last",
          })}
        >
          {copy.clear}
        </button>
      </div>
      <div className="flex min-w-0 items-center gap-2 sm:contents">
        <label className="sr-only" htmlFor="bulk-status">
          {copy.status}
        </label>
        <select id="bulk-status" name="status" defaultValue="" className={select}>
          <option value="">
            {copy.status}: {copy.keep}
          </option>
          <LeadStatusOptions />
        </select>
        <label className="sr-only" htmlFor="bulk-owner">
          {copy.owner}
        </label>
        <select id="bulk-owner" name="owner" defaultValue="" className={cn(select, "sm:max-w-52")}>
          <option value="">
            {copy.owner}: {copy.keep}
          </option>
          <option value="none">{deskCopy.owner.nobody}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.email}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonVariants({ size: "sm", className: "h-8 shrink-0" })}>
          {copy.apply}
        </button>
      </div>
    </form>
  );
}
