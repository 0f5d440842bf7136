import { href } from "#app/shared/site-map/href";

import { buttonVariants } from "#app/components/ui/button";
import { siteContext } from "#app/context.server";
import { seo } from "#app/shared/seo/seo";
import { deskCopy } from "./desk.copy";
import { DeskErrorBoundary, DeskPage, deskTime } from "./desk-layout";
import { DESK_PAGE_SIZE } from "./list-params";
import { parseListQuery } from "./desk.schema";
import { deskProblem, forbiddenUnlessAdmin, requireDeskUser } from "./session.server";
import type { Route } from "./+types/audit.route";
import { DeskTableHead } from "./desk-table-head";

const copy = deskCopy.audit;

/** The audit log, admins only: 403 for everyone else, whatever they type. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireDeskUser(siteContext(context), request, url, href("/admin/audit"));
  forbiddenUnlessAdmin(session, copy.adminsOnly);
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.ok) deskProblem(400, deskCopy.controlCharacters);
  const { page } = parsed;
  const { entries, total } = await session.desk.audit({
    limit: DESK_PAGE_SIZE,
    offset: (page - 1) * DESK_PAGE_SIZE,
  });
  return { user: session.user, csrf: session.csrf, entries, total, page };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: copy.title,
    description: copy.description,
    path: href("/admin/audit"),
    noindex: true,
  });

/** The detail of an entry as `key: value` pairs (what changed, how many rows, which e-mail). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { user, csrf, entries, total, page } = loaderData;
  const columns = copy.columns;
  return (
    <DeskPage user={user} csrf={csrf} title={copy.heading} intro={copy.intro}>
      {entries.length === 0 ? (
        <p className="text-ink-soft">{copy.empty}</p>
      ) : (
        <div className="border-line bg-surface overflow-x-auto rounded-2xl border shadow-sm">
          <table className="divide-line min-w-full divide-y text-left text-sm">
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
                  <td className="px-3 py-3 whitespace-nowrap">{deskTime(entry.at)}</td>
                  <td className="px-3 py-3 break-all">{entry.actorEmail}</td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {copy.actions[entry.action] ?? entry.action}
                  </td>
                  <td className="px-3 py-3">
                    {entry.inquiryId ? (
                      <a
                        href={href("/admin/inquiries/:id", { id: String(entry.inquiryId) })}
                        className="text-accent underline"
                      >
                        <code>{entry.inquiryId}</code>
                      </a>
                    ) : null}
                  </td>
                  <td className="text-ink-soft px-3 py-3 break-words">
                    {detailText(entry.detail)}
                  </td>
                  <td className="text-ink-soft px-3 py-3">{entry.address ?? ""}</td>
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
              href={`${href("/admin/audit")}?page=${page - 1}`}
              className={buttonVariants({ variant: "secondary" })}
            >
              {deskCopy.list.previous}
            </a>
          ) : (
            <span />
          )}
          {page * DESK_PAGE_SIZE < total ? (
            <a
              href={`${href("/admin/audit")}?page=${page + 1}`}
              className={buttonVariants({ variant: "secondary" })}
            >
              {deskCopy.list.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorBoundary error={error} />;
}
