import { data, redirect, type Session } from "react-router";
import { href } from "#app/shared/site-map/href";

import type { DeskActor, DeskService, DeskSessionData, DeskUser, SiteContext } from "#app/context";
import { notFound, statusInit } from "#app/shared/platform/http.server";
import { newCsrfToken } from "./csrf.server";

export type EnabledDesk = Extract<DeskService, { enabled: true }>;
export type DeskCookie = Session<DeskSessionData>;

/** The desk, or the site's 404 page when it is off (no DESK_SESSION_SECRET). */
export function deskOr404(context: SiteContext): EnabledDesk {
  if (!context.desk.enabled) notFound();
  return context.desk;
}

export function getDeskCookie(desk: EnabledDesk, request: Request): Promise<DeskCookie> {
  return desk.cookies.getSession(request.headers.get("Cookie"));
}

/** The session's CSRF token, made on first use (the caller commits the cookie). */
export function ensureCsrf(cookie: DeskCookie): string {
  let token = cookie.get("csrf");
  if (!token) {
    token = newCsrfToken();
    cookie.set("csrf", token);
  }
  return token;
}

/** Who is signed in: the database's answer for the cookie's session id, on every request. */
export interface SignedIn {
  desk: EnabledDesk;
  cookie: DeskCookie;
  user: DeskUser;
  actor: DeskActor;
  csrf: string;
}

async function signedIn(site: SiteContext, request: Request): Promise<SignedIn | undefined> {
  const desk = deskOr404(site);
  const cookie = await getDeskCookie(desk, request);
  const sid = cookie.get("sid");
  const user = await desk.sessionUser(sid);
  if (!user || !sid) return undefined;
  return {
    desk,
    cookie,
    user,
    actor: { ...user, address: site.clientAddress },
    csrf: cookie.get("csrf") ?? "",
  };
}

/**
 * For desk pages: the signed-in user, or the sign-in page, coming back to `pagePath` (the
 * page's own spelling, not the request's, which may be `/%61dmin/…`) with the request's search.
 */
export async function requireDeskUser(
  site: SiteContext,
  request: Request,
  url: URL,
  pagePath: string,
): Promise<SignedIn> {
  const session = await signedIn(site, request);
  if (session) return session;
  const next = `${pagePath}${url.search}`;
  throw redirect(`${href("/admin/sign-in")}?next=${encodeURIComponent(next)}`);
}

/** For resources (the CSV): the signed-in user, or a 401 answer rather than a redirect. */
export async function requireDeskUserOr401(site: SiteContext, request: Request): Promise<SignedIn> {
  const session = await signedIn(site, request);
  if (session) return session;
  throw new Response("Sign in to the inquiries desk first.\n", {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Pages and actions only admins may use answer 403 to everyone else, with the page's reason. */
export function forbiddenUnlessAdmin(session: SignedIn, reason: string): void {
  if (session.user.role !== "admin") deskProblem(403, reason);
}

/** A session id that the database knows, in a cookie with a fresh CSRF token. */
export async function signedInCookie(
  desk: EnabledDesk,
  cookie: DeskCookie,
  sessionId: string,
): Promise<string> {
  // A fresh token after signing in: a token seen before cannot be used in the signed-in session.
  cookie.set("csrf", newCsrfToken());
  cookie.set("sid", sessionId);
  return desk.cookies.commitSession(cookie);
}

/**
 * Ends a desk request with a message page of the desk (DeskErrorBoundary): 400 for input it
 * refuses, 403 for what the user's role may not do, 404 for what does not exist.
 */
export function deskProblem(status: 400 | 403 | 404, message: string): never {
  throw data({ message }, statusInit(status, { "Cache-Control": "no-store" }));
}
