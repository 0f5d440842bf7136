import { deskCopy } from "./desk.copy";
import { dateLabel, parseListQuery } from "./desk.schema";
import { DeskProblem } from "./desk-stop.server";
import { requireDeskUserOr401, type DeskRequest } from "./session.server";

// A byte-order mark so Excel reads UTF-8; a resource, so 401 rather than a sign-in redirect.
// Every export is in the audit log.
export async function inquiriesCsv(desk: DeskRequest): Promise<Response> {
  const { method } = desk.request;
  if (method !== "GET" && method !== "HEAD") {
    return new Response("Method Not Allowed\n", {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const session = await requireDeskUserOr401(desk);
  const parsed = parseListQuery(desk.url.searchParams);
  if (!parsed.ok) throw new DeskProblem(400, deskCopy.list.badFilters);
  const [invalid] = parsed.invalidDates;
  if (invalid) throw new DeskProblem(400, deskCopy.list.invalidDate(dateLabel(invalid)));
  const csv = await session.desk.csv(parsed.filters, session.actor);
  desk.site.log.info(
    { user: session.user.id, search: parsed.filters.query !== "" },
    "desk csv export",
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
    },
  });
}
