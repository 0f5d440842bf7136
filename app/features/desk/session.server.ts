import { href } from "#app/shared/site-map/href";

import type { SiteContext } from "#app/context";
import type { DeskActor, DeskCookieData, DeskService, DeskUser } from "./desk-service";
import { newCsrfToken } from "./csrf.server";
import { DeskOff, DeskProblem, redirectTo } from "./desk-stop.server";

export type EnabledDesk = Extract<DeskService, { enabled: true }>;

/** The headers (Set-Cookie, Retry-After) go with the answer, whichever way the page answers. */
export interface DeskRequest {
  site: SiteContext;
  desk: EnabledDesk;
  request: Request;
  url: URL;
  cookie: DeskCookieData;
  headers: Headers;
}

export function openDesk(site: SiteContext, request: Request, url: URL): DeskRequest {
  if (!site.desk.enabled) throw new DeskOff();
  return {
    site,
    desk: site.desk,
    request,
    url,
    cookie: site.desk.cookies.read(request.headers.get("Cookie")),
    headers: new Headers(),
  };
}

/** Writes the cookie into the answer's headers (once: a later write replaces an earlier one). */
export function saveCookie(desk: DeskRequest, data: DeskCookieData): void {
  desk.cookie = data;
  desk.headers.set("Set-Cookie", desk.desk.cookies.write(data));
}

export function ensureCsrf(desk: DeskRequest): string {
  const token = desk.cookie.csrf;
  if (token) return token;
  const fresh = newCsrfToken();
  saveCookie(desk, { ...desk.cookie, csrf: fresh });
  return fresh;
}

export interface SignedIn extends DeskRequest {
  user: DeskUser;
  actor: DeskActor;
  csrf: string;
  flash: string | undefined;
}

async function signedIn(desk: DeskRequest): Promise<SignedIn | undefined> {
  const sid = desk.cookie.sid;
  const user = await desk.desk.sessionUser(sid);
  if (!user || !sid) return undefined;
  const flash = desk.cookie.flash;
  if (flash !== undefined) saveCookie(desk, { ...desk.cookie, flash: undefined });
  return {
    ...desk,
    user,
    actor: { ...user, address: desk.site.clientAddress },
    csrf: desk.cookie.csrf ?? "",
    flash,
  };
}

/** The signed-in user of a request, if any (the sign-in page goes on to the desk then). */
export const currentUser = async (desk: DeskRequest) => (await signedIn(desk))?.user;

/** Back to `pagePath` after sign-in: the page's own spelling, not the request's (`/%61dmin/…`). */
export async function requireDeskUser(desk: DeskRequest, pagePath: string): Promise<SignedIn> {
  const session = await signedIn(desk);
  if (session) return session;
  const next = `${pagePath}${desk.url.search}`;
  throw redirectTo(`${href("/admin/sign-in")}?next=${encodeURIComponent(next)}`);
}

export async function requireDeskUserOr401(desk: DeskRequest): Promise<SignedIn> {
  const session = await signedIn(desk);
  if (session) return session;
  throw new Response("Sign in to the inquiries desk first.\n", {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function forbiddenUnlessAdmin(session: SignedIn, reason: string): void {
  if (session.user.role !== "admin") throw new DeskProblem(403, reason, session);
}

/** A fresh CSRF token: one seen before signing in cannot be used in the signed-in session. */
export function signedInCookie(desk: DeskRequest, sessionId: string, flash?: string): void {
  saveCookie(desk, { csrf: newCsrfToken(), sid: sessionId, flash });
}
