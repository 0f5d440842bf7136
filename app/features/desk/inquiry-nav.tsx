import { countryCodes } from "#app/features/contact/country-codes.copy";
import { Icon } from "#app/shared/icons/icon";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import { deskCopy } from "./desk.copy";
import type { InquiryData } from "./inquiry-page.server";

const copy = deskCopy.detail;

/** "France (+33)": the country of the dial code the visitor picked; the code alone if unknown. */
export function countryName(code: string): string {
  const known = countryCodes.find((entry) => entry.code === code);
  return known ? `${known.country} (${code})` : code;
}

/** Back to the list it came from, and its neighbours there (j/k, the arrows, u or Escape). */
export function InquiryNav({ neighbours, listSearch, backHref }: InquiryData) {
  const link = (id: string) => `${href("/admin/inquiries/:id", { id })}${listSearch}`;
  const step =
    "text-ink-soft hover:bg-surface-muted hover:text-ink flex size-8 items-center justify-center rounded-full";
  const key = "border-line-strong bg-surface rounded border px-1 font-mono text-[0.6875rem]";
  return (
    <nav
      aria-label={copy.navLabel}
      data-inquiry-nav=""
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <a
        href={backHref}
        data-nav="back"
        className="text-ink-soft hover:text-ink text-sm font-medium underline-offset-2 hover:underline"
      >
        ← {copy.back}
      </a>
      <div className="flex items-center gap-1">
        <p className="text-ink-muted mr-2 hidden text-xs sm:block" aria-hidden="true">
          <kbd className={key}>j</kbd> <kbd className={key}>k</kbd> · <kbd className={key}>u</kbd>
        </p>
        {neighbours.position ? (
          <p className="text-ink-muted mr-1 text-xs tabular-nums" data-position="">
            {copy.position(neighbours.position, neighbours.total)}
          </p>
        ) : null}
        {[
          {
            id: neighbours.previous,
            rel: "prev",
            nav: "previous",
            label: copy.previous,
            turn: true,
          },
          { id: neighbours.next, rel: "next", nav: "next", label: copy.next, turn: false },
        ].map((neighbour) =>
          neighbour.id ? (
            <a
              key={neighbour.nav}
              href={link(neighbour.id)}
              rel={neighbour.rel}
              data-nav={neighbour.nav}
              aria-label={neighbour.label}
              title={neighbour.label}
              className={step}
            >
              <Icon
                name="chevron-right"
                aria-hidden="true"
                className={neighbour.turn ? "size-4 rotate-180" : "size-4"}
              />
            </a>
          ) : (
            <span key={neighbour.nav} className={cn(step, "opacity-40")} aria-hidden="true">
              <Icon
                name="chevron-right"
                className={neighbour.turn ? "size-4 rotate-180" : "size-4"}
              />
            </span>
          ),
        )}
      </div>
    </nav>
  );
}
