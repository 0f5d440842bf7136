import { z } from "zod";

import { href } from "#app/shared/site-map/href";
import { runDeskForm } from "./desk-form.server";
import { redirectTo } from "./desk-stop.server";
import type { DeskRequest } from "./session.server";

// The session ends in the database, so a surviving copy of the cookie is worth nothing; a GET
// goes back to the desk, a refusal is plain text.
export async function signOut(desk: DeskRequest): Promise<Response> {
  if (desk.request.method !== "POST") return redirectTo(href("/admin/inquiries"));
  const { site } = desk;
  const { status, result } = await runDeskForm(desk.request, {
    csrf: desk.cookie.csrf,
    fields: [],
    schema: z.object({}),
    async act() {
      const sid = desk.cookie.sid;
      const user = await desk.desk.sessionUser(sid);
      if (user && sid) {
        await desk.desk.signOut(sid, { ...user, address: site.clientAddress });
        site.log.info({ user: user.id }, "desk sign-out");
      }
      const headers = new Headers({ "Set-Cookie": desk.desk.cookies.clear() });
      throw redirectTo(href("/admin/sign-in"), headers);
    },
  });
  return new Response(`${result.ok ? "" : result.error}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
