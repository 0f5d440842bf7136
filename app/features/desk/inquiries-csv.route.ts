import { siteContext } from "../../context.server";
import { listParams } from "./list-params";
import { deskOr404, getDeskSession, signedInEmail } from "./session.server";
import type { Route } from "./+types/inquiries-csv.route";

/**
 * The desk's data as CSV (the current search, newest first). A resource, not a page: without a
 * signed-in session it answers 401 rather than redirecting to the sign-in page.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const site = siteContext(context);
  const desk = deskOr404(site);
  const session = await getDeskSession(desk, request);
  if (!signedInEmail(desk, session)) {
    return new Response("Sign in to the inquiries desk first.\n", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { query } = listParams(url);
  const csv = await desk.csv(query);
  site.log.info({ search: query !== "" }, "desk csv export");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
    },
  });
}
