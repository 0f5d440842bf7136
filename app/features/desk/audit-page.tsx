import { buttonVariants } from "#app/components/ui/button";
import { href } from "#app/shared/site-map/href";
import { cn } from "#app/shared/ui-utils";
import type { AuditData } from "./audit-page.server";
import { deskCopy } from "./desk.copy";
import { DeskHeading } from "./desk-shell";
import { DeskTableHead } from "./desk-table-head";
import { deskPanel } from "./desk-ui";
import { TimeInWords } from "./inquiry-parts";
import { DESK_PAGE_SIZE } from "./list-params";

const copy = deskCopy.audit;

/** The detail of an entry as `key: value` pairs (what changed, how many rows, which e-mail). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");

/** Who did what on the desk, newest first, 50 a page (admins only). */
export function AuditPage({ entries, total, page, now }: AuditData) {
  const columns = copy.columns;
  const pageHref = (to: number) => `${href("/admin/audit")}?page=${to}`;
  return (
    <div className="space-y-4">
      <DeskHeading title={copy.heading} intro={copy.intro} />
      {entries.length === 0 ? (
        <p className="text-ink-soft">{copy.empty}</p>
      ) : (
        <div className={cn(deskPanel, "overflow-x-auto")}>
          <table className="w-full text-left text-sm">
            <DeskTableHead
              titles={[
                columns.at,
                columns.who,
                columns.action,
                columns.inquiry,
                columns.detail,
                columns.address,
              ]}
            />
            <tbody className="divide-line text-ink divide-y">
              {entries.map((entry) => (
                <tr key={entry.id} data-audit-action={entry.action}>
                  <td className="text-ink-soft px-3 py-2 whitespace-nowrap">
                    <TimeInWords iso={entry.at} now={now} />
                  </td>
                  <td className="px-3 py-2 break-all">{entry.actorEmail}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {copy.actions[entry.action] ?? entry.action}
                  </td>
                  <td className="px-3 py-2">
                    {entry.inquiryId ? (
                      <a
                        href={href("/admin/inquiries/:id", { id: entry.inquiryId })}
                        className="text-accent underline underline-offset-2"
                      >
                        <code className="text-xs">{entry.inquiryId}</code>
                      </a>
                    ) : null}
                  </td>
                  <td className="text-ink-soft px-3 py-2 break-words">
                    {detailText(entry.detail)}
                  </td>
                  <td className="text-ink-soft px-3 py-2">{entry.address ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > DESK_PAGE_SIZE ? (
        <nav aria-label={deskCopy.list.pages} className="flex justify-between">
          {page > 1 ? (
            <a
              href={pageHref(page - 1)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {deskCopy.list.previous}
            </a>
          ) : (
            <span />
          )}
          {page * DESK_PAGE_SIZE < total ? (
            <a
              href={pageHref(page + 1)}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {deskCopy.list.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
