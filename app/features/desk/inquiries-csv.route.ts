import { siteContext } from "#app/context.server";
import { deskCopy } from "./desk.copy";
import { parseListQuery } from "./desk.schema";
import { requireDeskUserOr401 } from "./session.server";
import type { Route } from "./+types/inquiries-csv.route";

/**
 * The desk's data as CSV (the list's current filters, newest first, a UTF-8 byte-order mark
 * first so Excel reads it as UTF-8). A resource, not a page: without a live session it answers
 * 401 rather than redirecting to the sign-in page. Every export is in the audit log.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const site = siteContext(context);
  const session = await requireDeskUserOr401(site, request);
  const parsed = parseListQuery(url.searchParams);
  if (!parsed.ok) {
    return new Response(`${deskCopy.list.badFilters}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const csv = await session.desk.csv(parsed.filters, session.actor);
  site.log.info({ user: session.user.id, search: parsed.filters.query !== "" }, "desk csv export");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
    },
  });
}
