import { redirect } from "react-router";
import { href } from "#app/shared/site-map/href";
import { z } from "zod";

import { siteContext } from "#app/context.server";
import { runFormAction } from "#app/shared/forms/form-action.server";
import { deskFormAction } from "./desk-form.server";
import { deskOr404, getDeskCookie } from "./session.server";
import type { Route } from "./+types/sign-out.route";

/** Signing out is a form (POST, CSRF token); a GET of this URL goes back to the desk. */
export async function loader({ context }: Route.LoaderArgs) {
  deskOr404(siteContext(context));
  throw redirect(href("/admin/inquiries"));
}

/**
 * Ends the session in the database, so the cookie is worth nothing even where a copy of it
 * survives, then clears the cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = siteContext(context);
  const desk = deskOr404(site);
  const cookie = await getDeskCookie(desk, request);
  const { status, result } = await runFormAction(
    request,
    deskFormAction({
      csrf: cookie.get("csrf"),
      fields: [],
      schema: z.object({}),
      async act() {
        const sid = cookie.get("sid");
        const user = await desk.sessionUser(sid);
        if (user && sid) {
          await desk.signOut(sid, { ...user, address: site.clientAddress });
          site.log.info({ user: user.id }, "desk sign-out");
        }
        throw redirect(href("/admin/sign-in"), {
          headers: { "Set-Cookie": await desk.cookies.destroySession(cookie) },
        });
      },
    }),
  );
  // Only a refusal gets here (a form without this browser's token): said in plain text.
  return new Response(`${result.ok ? "" : result.error}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
